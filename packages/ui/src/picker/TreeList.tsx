import { clsx } from "clsx";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { checkboxBoxClasses } from "../checkbox/checkbox-classes";
import { Empty } from "../empty/Empty";
import { CheckIcon, ChevronRightIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { isMixed, type PickerTreeNode, visibleLines } from "./tree-model";

/** Height of one tree line (Ant Design's tree node: 24 px plus 4 px gap). */
export const TREE_LINE_HEIGHT = 28;
/** Lines drawn beyond the visible ones on each side, so fast scrolling shows no gap. */
const OVERSCAN = 8;

export interface TreeListProps<Data> {
  roots: readonly PickerTreeNode<Data>[];
  expandedKeys: ReadonlySet<string>;
  onExpandedChange: (keys: Set<string>) => void;
  /** Only matching nodes (and their ancestors, opened) are shown. */
  keyword?: string;
  /** Tick boxes (multi) or radio-like single ticks; leave out for a tree that only selects. */
  checkable?: boolean;
  checkedKeys?: readonly string[];
  /** Cascade mode shows parents of partly ticked subtrees as mixed. */
  checkStrictly?: boolean;
  onCheck?: (key: string) => void;
  /** The highlighted node (the user-by-department picker's department). */
  selectedKey?: string;
  onSelect?: (key: string) => void;
  /** The list scrolls past this height; only the lines in view are drawn. Default 400. */
  height?: number;
  label?: string;
  className?: string;
}

/**
 * A tree as one windowed list (thousands of departments open at once stay fast): expand and collapse,
 * optional tick boxes, a selected node, and the tree keyboard of WAI-ARIA (↑ ↓ move, → opens or goes to
 * the first child, ← closes or goes to the parent, Space ticks, Enter selects). A tree that both ticks and
 * selects ticks on a click of the box and selects on a click of the rest of the line.
 */
export function TreeList<Data>({
  roots,
  expandedKeys,
  onExpandedChange,
  keyword = "",
  checkable = false,
  checkedKeys = [],
  checkStrictly = true,
  onCheck,
  selectedKey,
  onSelect,
  height = 400,
  label,
  className,
}: TreeListProps<Data>) {
  const { t } = useLocale(pickerZhCN);
  const lines = useMemo(() => visibleLines(roots, expandedKeys, keyword), [roots, expandedKeys, keyword]);
  const checked = useMemo(() => new Set(checkedKeys), [checkedKeys]);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const activeIndex = Math.min(active, Math.max(lines.length - 1, 0));

  const first = Math.max(0, Math.floor(scrollTop / TREE_LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((scrollTop + height) / TREE_LINE_HEIGHT) + OVERSCAN);

  // Keyboard moves scroll the active line into view, then focus it once it is drawn.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    viewport.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)?.focus();
  });

  const toggle = (key: string) => {
    const next = new Set(expandedKeys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onExpandedChange(next);
  };
  const moveTo = (index: number) => {
    const bounded = Math.max(0, Math.min(lines.length - 1, index));
    setActive(bounded);
    focusPending.current = true;
    const box = viewport.current;
    if (!box) return;
    const top = bounded * TREE_LINE_HEIGHT;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + TREE_LINE_HEIGHT > box.scrollTop + height) box.scrollTop = top + TREE_LINE_HEIGHT - height;
    setScrollTop(box.scrollTop);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const line = lines[activeIndex];
    if (!line) return;
    const { node } = line;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(lines.length - 1),
      ArrowRight: () =>
        line.branch && !line.expanded ? toggle(node.key) : line.branch && moveTo(activeIndex + 1),
      ArrowLeft: () => {
        if (line.expanded && !keyword) return toggle(node.key);
        const parent = lines.slice(0, activeIndex).findLastIndex((other) => other.depth < line.depth);
        if (parent >= 0) moveTo(parent);
      },
      " ": () => (checkable ? !node.disabled && onCheck?.(node.key) : onSelect?.(node.key)),
      Enter: () => (onSelect ? onSelect(node.key) : checkable && !node.disabled && onCheck?.(node.key)),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (lines.length === 0)
    return <Empty className={clsx("py-8", className)} description={t("picker.tree.empty")} />;
  return (
    <div
      ref={viewport}
      role="tree"
      aria-label={label ?? t("picker.tree.label")}
      aria-multiselectable={checkable || undefined}
      className={clsx("relative overflow-auto", className)}
      style={{ height: Math.min(height, lines.length * TREE_LINE_HEIGHT) }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: lines.length * TREE_LINE_HEIGHT }} className="relative">
        {lines.slice(first, last).map((line, offset) => {
          const index = first + offset;
          const { node } = line;
          const isChecked = checked.has(node.key);
          const mixed = checkable && !checkStrictly && !isChecked && isMixed(node, checked);
          return (
            <div
              key={node.key}
              role="treeitem"
              data-index={index}
              aria-level={line.depth + 1}
              aria-expanded={line.branch ? line.expanded : undefined}
              aria-checked={checkable ? (mixed ? "mixed" : isChecked) : undefined}
              aria-selected={onSelect ? node.key === selectedKey : undefined}
              aria-disabled={node.disabled || undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              onFocus={() => setActive(index)}
              onKeyDown={onKeyDown}
              onClick={(event) => {
                // The chevron opens and closes; the tick box ticks; the rest of the line selects or ticks.
                const target = event.target as Element;
                if (target.closest("[data-toggle]")) {
                  if (line.branch && !keyword) toggle(node.key);
                } else if (checkable && onSelect && target.closest("[data-check]")) {
                  if (!node.disabled) onCheck?.(node.key);
                } else if (onSelect) onSelect(node.key);
                else if (!node.disabled) onCheck?.(node.key);
              }}
              className={clsx(
                "absolute inset-x-0 flex items-center gap-1 rounded-control pe-2 outline-none",
                "focus-visible:ring-2 focus-visible:ring-primary/40",
                node.key === selectedKey && "bg-primary/10",
              )}
              style={{
                top: index * TREE_LINE_HEIGHT,
                height: TREE_LINE_HEIGHT,
                paddingInlineStart: line.depth * 24,
              }}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "inline-flex size-6 shrink-0 items-center justify-center",
                  line.branch && "cursor-pointer",
                )}
                data-toggle
              >
                {line.branch && (
                  <ChevronRightIcon
                    className={clsx("size-3.5 transition-transform", line.expanded && "rotate-90")}
                  />
                )}
              </span>
              {checkable && (
                <span
                  aria-hidden="true"
                  data-check
                  data-state={mixed ? "indeterminate" : isChecked ? "checked" : "unchecked"}
                  className={clsx(checkboxBoxClasses(Boolean(node.disabled)), "mt-0")}
                >
                  {mixed && <span className="size-2 rounded-[1px] bg-primary-solid" />}
                  {isChecked && <CheckIcon className="size-3" strokeWidth={3.5} />}
                </span>
              )}
              <span
                className={clsx(
                  "min-w-0 flex-1 cursor-pointer truncate px-1",
                  node.disabled && "text-fg-disabled",
                )}
                title={node.title}
              >
                {node.title}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
