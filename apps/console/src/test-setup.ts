// jsdom lacks ResizeObserver, which Radix measures some parts with (checkbox, popper); a silent one will do,
// since unit tests do not look at sizes.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
