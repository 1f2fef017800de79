// Debian's Chromium (never a downloaded browser) and the switches every headless run of this repository
// uses — tests, visual shots and benchmarks alike: offline and quiet (no updates, syncing, background
// fetches or QUIC), no sandbox or GPU in a container, and no /dev/shm, which containers keep small.

/** The browser to drive; `CHROMIUM_PATH` picks another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium's switches for a quiet, repeatable headless run; a caller adds its own after them. */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]);
