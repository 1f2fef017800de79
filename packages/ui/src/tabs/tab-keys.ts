import type { TabItem } from "./use-tabs";

/**
 * The tab a key press on the tab `from` moves to in a horizontal tab list (WAI-ARIA tabs pattern, as Radix
 * Tabs did): ←/→ step to the previous/next enabled tab, wrapping round; Home/PageUp and End/PageDown jump to
 * the first/last. `undefined` for any other key, or with a modifier held (those belong to the browser).
 */
export function tabKeyTarget(
  items: readonly TabItem[],
  from: string,
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
): string | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const enabled = items.filter((item) => !item.disabled).map((item) => item.key);
  if (enabled.length === 0) return undefined;
  const index = enabled.indexOf(from);
  switch (event.key) {
    case "ArrowRight":
      return enabled[(index + 1) % enabled.length];
    case "ArrowLeft":
      return enabled[(index - 1 + enabled.length) % enabled.length];
    case "Home":
    case "PageUp":
      return enabled[0];
    case "End":
    case "PageDown":
      return enabled.at(-1);
    default:
      return undefined;
  }
}
