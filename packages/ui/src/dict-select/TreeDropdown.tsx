import { clsx } from "clsx";
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from "react";
import { ChevronDownIcon, ChevronRightIcon, LoaderCircleIcon, XIcon } from "../icon-base/glyphs";
import { fieldBoxClasses } from "../input-base/field-classes";
import type { LocaleApi } from "../locale/use-locale";
import { PopoverAnchor, PopoverContent, PopoverRoot, PopoverTrigger } from "../popover";
import type { TreeOption } from "./dict-types";
import type { LazyTreeApi, TreeRow } from "./use-lazy-tree";

/** Spec §9: a tree dropdown is at most 400 px high. */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;

export interface TreeDropdownProps {
  tree: LazyTreeApi;
  t: LocaleApi["t"];
  multiple: boolean;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** The text of a chosen value not loaded yet (an edit form opening). */
  loadTitle?: (value: string) => Promise<string>;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The trigger and dropdown of the tree selects: a combobox showing the chosen titles, a clear button, and a
 * WAI-ARIA tree (one tab stop, arrows move, → expands or enters, ← collapses or leaves, Enter or Space chooses)
 * whose branches load on expand.
 */
export function TreeDropdown({
  tree,
  t,
  multiple,
  values,
  onChange,
  loadTitle,
  placeholder,
  disabled,
  className,
  style,
  ...named
}: TreeDropdownProps) {
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [, setTitlesLoaded] = useState(0);
  const treeId = useId();
  const { rows } = tree;

  // Titles of values chosen before their branch was loaded.
  useEffect(() => {
    if (!loadTitle) return;
    let current = true;
    for (const value of values) {
      if (tree.titleOf(value) !== undefined) continue;
      loadTitle(value).then(
        (title) => {
          if (!current) return;
          tree.rememberTitle(value, title);
          setTitlesLoaded((count) => count + 1);
        },
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [values, loadTitle, tree]);

  const choose = (node: TreeOption) => {
    if (!multiple) {
      onChange([node.value]);
      setOpen(false);
      return;
    }
    onChange(
      values.includes(node.value) ? values.filter((value) => value !== node.value) : [...values, node.value],
    );
  };

  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.node.key === activeKey),
  );
  const active: TreeRow | undefined = rows[activeIndex];
  const rowId = (row: TreeRow) => `${treeId}-${row.node.key}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const move = (index: number) => {
      const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
      if (row) setActiveKey(row.node.key);
    };
    const handled: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      ArrowRight: () => {
        if (active.expandable && !active.expanded) tree.toggle(active.node, true);
        else if (active.expanded) move(activeIndex + 1);
      },
      ArrowLeft: () => {
        if (active.expanded) tree.toggle(active.node, false);
        else if (active.parentKey !== null) setActiveKey(active.parentKey);
      },
      Enter: () => choose(active.node),
      " ": () => choose(active.node),
    };
    const action = handled[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const chosenText = values.map((value) => tree.titleOf(value) ?? value).join("，");
  return (
    <PopoverRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) tree.ensureRoot();
      }}
    >
      {/* The dropdown lines up with the whole field box, not just the text button inside it. */}
      <PopoverAnchor asChild>
        <div
          className={clsx(fieldBoxClasses({ disabled }), "group relative flex items-center", className)}
          style={style}
        >
          <PopoverTrigger asChild disabled={disabled}>
            <button
              {...named}
              type="button"
              role="combobox"
              aria-haspopup="tree"
              aria-expanded={open}
              aria-controls={open ? treeId : undefined}
              className="m-0 flex h-full min-w-0 flex-1 cursor-pointer items-center truncate border-0 bg-transparent p-0 text-left text-inherit [font:inherit] outline-none disabled:cursor-not-allowed"
            >
              {chosenText === "" ? (
                <span className="text-fg-secondary">{placeholder ?? t("dictSelect.placeholder")}</span>
              ) : (
                chosenText
              )}
            </button>
          </PopoverTrigger>
          {values.length > 0 && !disabled ? (
            <button
              type="button"
              aria-label={t("dictSelect.clear")}
              className="ml-1 inline-flex cursor-pointer text-fg-secondary hover:text-fg"
              onClick={() => onChange([])}
            >
              <XIcon aria-hidden="true" size={12} />
            </button>
          ) : (
            <ChevronDownIcon aria-hidden="true" size={12} className="ml-1 text-fg-secondary" />
          )}
        </div>
      </PopoverAnchor>
      <PopoverContent
        arrow={false}
        align="start"
        className="p-1"
        style={{ minWidth: "var(--radix-popover-trigger-width)" }}
        aria-label={named["aria-label"]}
        aria-labelledby={named["aria-labelledby"]}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {tree.rootLoading ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2 text-fg-secondary">
            <LoaderCircleIcon aria-hidden="true" size={14} className="animate-spin" />
            {t("dictSelect.loading")}
          </p>
        ) : rows.length === 0 ? (
          <p className="px-3 py-2 text-fg-secondary">{t("dictSelect.treeEmpty")}</p>
        ) : (
          <div
            id={treeId}
            role="tree"
            tabIndex={0}
            aria-label={named["aria-label"]}
            aria-labelledby={named["aria-labelledby"]}
            aria-multiselectable={multiple || undefined}
            aria-activedescendant={active ? rowId(active) : undefined}
            onKeyDown={onKeyDown}
            // Focus goes into the tree on open, so the keyboard works at once.
            ref={(element) => element?.focus()}
            className="overflow-auto outline-none focus-visible:outline-2 focus-visible:outline-primary-focus"
            style={{ maxHeight: TREE_DROPDOWN_MAX_HEIGHT }}
          >
            {rows.map((row) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the tree owns the keyboard (aria-activedescendant)
              <div
                key={row.node.key}
                id={rowId(row)}
                role="treeitem"
                aria-level={row.level}
                aria-expanded={row.expandable ? row.expanded : undefined}
                aria-selected={values.includes(row.node.value)}
                aria-busy={row.loading || undefined}
                tabIndex={-1}
                className={clsx(
                  "flex cursor-pointer items-center gap-1 rounded-control py-1 pr-3",
                  row === active && "bg-fill-alter",
                  values.includes(row.node.value) && "font-medium text-primary-text",
                )}
                style={{ paddingLeft: 4 + (row.level - 1) * 16 }}
                onClick={() => {
                  setActiveKey(row.node.key);
                  choose(row.node);
                }}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-4 items-center justify-center text-fg-secondary"
                  onClick={(event) => {
                    event.stopPropagation();
                    setActiveKey(row.node.key);
                    if (row.expandable) tree.toggle(row.node);
                  }}
                >
                  {row.loading ? (
                    <LoaderCircleIcon size={12} className="animate-spin" />
                  ) : row.expandable ? (
                    row.expanded ? (
                      <ChevronDownIcon size={12} />
                    ) : (
                      <ChevronRightIcon size={12} />
                    )
                  ) : null}
                </span>
                {row.node.title}
              </div>
            ))}
          </div>
        )}
      </PopoverContent>
    </PopoverRoot>
  );
}
