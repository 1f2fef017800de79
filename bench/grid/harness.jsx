// What every bench page shares: the page's parameters, the probe that counts renders per row, and the
// measurements the runner (bench/grid.mjs) calls through `window.bench`.
import { createRoot } from "react-dom/client";
import { makeRows } from "./data.js";

const params = new URLSearchParams(location.search);
/** `?rows=10000&mode=edit|always` */
export const ROW_COUNT = Number(params.get("rows") ?? 10_000);
export const ALWAYS_EDIT = params.get("mode") === "always";

/** Rows whose probe cell rendered since the last `reset`. */
const rendered = new Set();

/** The probe column's cell: its value, marked so the runner can find a row in the DOM, counted per row. */
export function Probe({ id, value }) {
  rendered.add(id);
  return <span data-probe={id}>{value}</span>;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Resolves after the current frame has painted (a message posted from a frame callback runs after it). */
const afterPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
async function paintedOnce(test) {
  for (;;) {
    if (test()) return afterPaint();
    await frame();
  }
}
const probeOf = (id) => document.querySelector(`[data-probe="${id}"]`);
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/**
 * Installs `window.bench` for one grid. `App` is the grid's page (given the rows); `scroller()` finds the
 * element that scrolls vertically; `validate()` validates every row (omitted by grids without validation);
 * `editGesture` is how a cell editor opens (click or dblclick).
 */
export function installBench({ App, scroller, validate, editGesture }) {
  const rows = makeRows(ROW_COUNT);
  const keyTimes = [];
  let armed = false;
  // Keystroke → painted: from the key's arrival (capture, before the grid sees it) to the frame after it.
  window.addEventListener(
    "keydown",
    () => {
      if (!armed) return;
      const start = performance.now();
      afterPaint().then((end) => keyTimes.push(end - start));
    },
    true,
  );

  window.bench = {
    editGesture,
    async mount() {
      const start = performance.now();
      createRoot(document.getElementById("root")).render(<App rows={rows} />);
      const end = await paintedOnce(() => probeOf("0"));
      return end - start;
    },
    /** Scrolls top to bottom in `steps` frames; frame times are the gaps between frames (vsync off). */
    async scroll(steps) {
      const element = scroller();
      element.scrollTop = 0;
      await frame();
      const max = element.scrollHeight - element.clientHeight;
      const gaps = [];
      let previous = await frame();
      for (let step = 1; step <= steps; step++) {
        element.scrollTop = Math.ceil((max * step) / steps);
        const now = await frame();
        gaps.push(now - previous);
        previous = now;
      }
      for (let wait = 0; wait < 10; wait++) await frame();
      const sorted = gaps.sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        lastRowShown: probeOf(String(rows.length - 1)) !== null,
      };
    },
    /**
     * Back to the top, then at rest: a grid settles its window a moment after the last scroll event (TanStack
     * Virtual draws its overscan again 150 ms later), and rows drawn then are no rows an edit re-rendered.
     */
    async toTop() {
      scroller().scrollTop = 0;
      for (let wait = 0; wait < 5; wait++) await frame();
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let wait = 0; wait < 2; wait++) await frame();
    },
    arm() {
      rendered.clear();
      keyTimes.length = 0;
      armed = true;
    },
    /** The last key's time to paint, once that frame is out. */
    async lastKeyTime() {
      for (let wait = 0; wait < 5 && keyTimes.length === 0; wait++) await frame();
      return keyTimes.at(-1);
    },
    async results() {
      for (let wait = 0; wait < 5; wait++) await frame();
      armed = false;
      return { keyTimes: [...keyTimes], rowsRendered: rendered.size };
    },
    validate: validate
      ? async () => {
          const start = performance.now();
          const errors = await validate();
          const end = await afterPaint();
          return { ms: end - start, errors };
        }
      : undefined,
    hasValidate: validate !== undefined,
  };
  window.benchReady = true;
}
