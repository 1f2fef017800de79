import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";

export interface TabItem {
  /** Unique; the value of `activeKey`. */
  key: string;
  label: ReactNode;
  /** Plain-text name when `label` is not a string; names the close button (`关闭 {title}`). */
  title?: string;
  /** Shown before the label, hidden from screen readers. */
  icon?: ReactNode;
  /** The panel. */
  children?: ReactNode;
  disabled?: boolean;
  /** Overrides the `closable` of `<Tabs>` for this tab (e.g. `false` for the home tab). */
  closable?: boolean;
}

export interface UseTabsOptions {
  items: readonly TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Every tab can be closed unless the item says otherwise. */
  closable?: boolean;
  /** A tab asked to close (close button, or Delete on the focused tab). Remove it from `items`. */
  onClose?: (key: string) => void;
}

/** The tab to activate when `key` closes: the next enabled tab, else the previous one. */
export function neighbourKey(items: readonly TabItem[], key: string): string | undefined {
  const index = items.findIndex((item) => item.key === key);
  if (index < 0) return undefined;
  const after = items.slice(index + 1).find((item) => !item.disabled);
  const before = items
    .slice(0, index)
    .reverse()
    .find((item) => !item.disabled);
  return (after ?? before)?.key;
}

/** Text for a tab's close button and announcements. */
export function tabTitle(item: TabItem): string {
  if (item.title) return item.title;
  return typeof item.label === "string" || typeof item.label === "number" ? String(item.label) : item.key;
}

/**
 * State and behaviour of a tab bar: the active key (controlled or not), which panels were visited
 * (to keep them mounted), closing with a move to the neighbour (spec §4), and focus that follows
 * the active tab after a close so keyboard users are not dropped on the page body.
 */
export function useTabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  closable = false,
  onClose,
}: UseTabsOptions) {
  const [ownKey, setOwnKey] = useState(
    () => defaultActiveKey ?? items.find((item) => !item.disabled)?.key ?? "",
  );
  const controlled = activeKey !== undefined;
  const active = controlled ? activeKey : ownKey;

  const select = useCallback(
    (key: string) => {
      if (!controlled) setOwnKey(key);
      if (key !== active) onChange?.(key);
    },
    [controlled, active, onChange],
  );

  const visited = useRef(new Set<string>());
  visited.current.add(active);

  const isClosable = (item: TabItem) => !item.disabled && (item.closable ?? closable);

  const barRef = useRef<HTMLDivElement>(null);
  const focusAfterClose = useRef(false);

  const close = (key: string) => {
    if (key === active) {
      const next = neighbourKey(items, key);
      if (next !== undefined) select(next);
    }
    visited.current.delete(key);
    focusAfterClose.current = true;
    onClose?.(key);
  };

  // After a close the focused tab is gone: put focus on the tab that is active now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tabs change
  useEffect(() => {
    if (!focusAfterClose.current) return;
    focusAfterClose.current = false;
    const bar = barRef.current;
    const focused = document.activeElement;
    if (!bar || (focused && bar.contains(focused) && focused.getAttribute("role") === "tab")) return;
    bar.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [items, active]);

  // Keep the active tab in view when the bar scrolls (many open pages in the workspace). Only the bar
  // scrolls: scrollIntoView would also move the page, losing a list's scroll position on a tab switch.
  useEffect(() => {
    const scroller = barRef.current?.querySelector<HTMLElement>("[data-tabs-scroller]");
    const tab = barRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const close = Array.from(barRef.current?.querySelectorAll<HTMLElement>("[data-close-for]") ?? []).find(
      (element) => element.dataset.closeFor === active,
    );
    if (!scroller) return;
    if (close) revealInScroller(scroller, close);
    if (tab) revealInScroller(scroller, tab);
  }, [active]);

  const onTabKeyDown = (item: TabItem) => (event: KeyboardEvent) => {
    if (event.key === "Delete" && isClosable(item)) {
      event.preventDefault();
      close(item.key);
    }
  };

  return { activeKey: active, select, close, isClosable, visited: visited.current, barRef, onTabKeyDown };
}

/** Scrolls `scroller` horizontally, as little as needed, so `element` is inside it; nothing else moves. */
export function revealInScroller(scroller: HTMLElement, element: HTMLElement): void {
  const view = scroller.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
  else if (box.right > view.right)
    scroller.scrollLeft += Math.min(box.right - view.right, box.left - view.left);
}
