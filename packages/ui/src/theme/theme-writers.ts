import { applyThemeWrite, readThemeWrite } from "./apply-theme";
import type { ThemeWrite } from "./resolve-theme";

/**
 * Every mounted `<ThemeProvider>` shares one root element (`<html>`), so exactly one of them writes:
 * the deepest (a nested provider overrides the one above it; the latest mounted wins a tie). When the
 * last one unmounts, the root gets back what it had before the first.
 */
export interface ThemeWriter {
  readonly depth: number;
  readonly order: number;
  readonly current: () => ThemeWrite;
}

const writers = new Set<ThemeWriter>();
let before: ThemeWrite | null = null;
let mounted = 0;

function root(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.documentElement;
}

function topWriter(): ThemeWriter | undefined {
  let top: ThemeWriter | undefined;
  for (const writer of writers) {
    if (!top || writer.depth > top.depth || (writer.depth === top.depth && writer.order > top.order))
      top = writer;
  }
  return top;
}

/** Writes the top writer's theme. */
export function flushTheme(): void {
  const element = root();
  const top = topWriter();
  if (element && top) applyThemeWrite(element, top.current());
}

export function registerThemeWriter(depth: number, current: () => ThemeWrite): () => void {
  const element = root();
  if (writers.size === 0 && element) before = readThemeWrite(element);
  const writer: ThemeWriter = { depth, order: mounted++, current };
  writers.add(writer);
  flushTheme();
  return () => {
    writers.delete(writer);
    if (writers.size > 0) flushTheme();
    else if (element && before) {
      applyThemeWrite(element, before);
      before = null;
    }
  };
}
