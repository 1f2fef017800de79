import { loadFrameTexts } from "./locale";

// Components render with the whole text catalog, as every page but the sign-in page does in the app.
await loadFrameTexts();

// jsdom lacks ResizeObserver, which Radix measures some parts with (checkbox, popper); a silent one will do,
// since unit tests do not look at sizes.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
