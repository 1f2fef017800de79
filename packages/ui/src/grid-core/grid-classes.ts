import { clsx } from "clsx";
import type { GridAlign } from "./grid-column";

const alignClass: Record<GridAlign, string> = {
  start: "justify-start text-start",
  center: "justify-center text-center",
  end: "justify-end text-end",
};

/** The scroll container: the grid itself. */
export const gridRootClasses =
  "relative isolate overflow-auto rounded-control border border-border-secondary bg-surface font-sans text-control text-fg";

/**
 * A body row paints the background of its cells (one box, not one per cell); only pinned cells paint their
 * own, to cover the cells that scroll under them.
 */
export const gridRowClasses =
  "flex min-w-full border-b border-border-secondary bg-surface hover:bg-fill-hover data-[state=selected]:bg-primary-fill";

/**
 * A cell: padded, clipped, focusable with a visible ring inside its box. A `text` cell holds one line of
 * text itself (a block, so the line can end in an ellipsis; `align-content` centres it as flex would).
 */
export function gridCellClasses({
  align = "start",
  pinned,
  header = false,
  text = false,
}: {
  align?: GridAlign;
  pinned?: "start" | "end";
  header?: boolean;
  text?: boolean;
}) {
  return clsx(
    "relative shrink-0 overflow-hidden px-4 outline-none",
    text ? "block content-center truncate" : "flex items-center",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary",
    alignClass[align],
    header ? "bg-fill-alter font-medium" : pinned && "bg-surface",
    pinned && "sticky z-[1]",
  );
}

export const gridHeaderClasses =
  "sticky top-0 z-[2] flex min-w-full flex-col border-b border-border-secondary";
export const gridFooterClasses =
  "sticky bottom-0 z-[2] flex min-w-full flex-col border-t border-border-secondary";
