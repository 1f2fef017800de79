import { clsx } from "clsx";
import type { GridAlign } from "./grid-column";

const alignClass: Record<GridAlign, string> = {
  start: "justify-start text-start",
  center: "justify-center text-center",
  end: "justify-end text-end",
};

/** The scroll container: the grid itself (`group/grid`: its pinned edges read its overflow marks). */
export const gridRootClasses =
  "group/grid relative isolate overflow-auto rounded-control border border-border-secondary bg-surface font-sans text-control text-fg";

/**
 * A body row paints the background of its cells (one box, not one per cell); only pinned cells paint their
 * own, to cover the cells that scroll under them.
 */
export const gridRowClasses =
  "flex min-w-full border-b border-border-secondary bg-surface hover:bg-fill-hover data-[state=selected]:bg-primary-fill";

/**
 * The fills are translucent (a tint of what is under them), and cells scroll under a pinned cell: so a pinned
 * cell paints the surface and lays the tint over it as an image, never the tint alone.
 */
const PINNED_HEADER_BACKGROUND = "bg-surface bg-linear-to-r from-fill-alter to-fill-alter";
/** A pinned body cell follows its row's hover (tint over surface) and selection (an opaque fill). */
export const pinnedBodyCellStates =
  "group-hover/row:bg-linear-to-r group-hover/row:from-fill-hover group-hover/row:to-fill-hover " +
  "group-data-[state=selected]/row:bg-primary-fill group-data-[state=selected]/row:bg-none";

/**
 * A cell: padded, clipped, focusable with a visible ring inside its box. A `text` cell holds one line of
 * text itself (a block, so the line can end in an ellipsis; `align-content` centres it as flex would).
 */
export function gridCellClasses({
  align = "start",
  pinned,
  header = false,
  text = false,
  edge = false,
}: {
  align?: GridAlign;
  pinned?: "start" | "end";
  header?: boolean;
  text?: boolean;
  /** A pinned column next to the scrolling ones (`GridColumnLayout.edge`): it casts the shadow. */
  edge?: boolean;
}) {
  return clsx(
    "relative shrink-0 overflow-hidden px-4 outline-none",
    text ? "block content-center truncate" : "flex items-center",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary",
    alignClass[align],
    header && "font-medium",
    header && !pinned && "bg-fill-alter",
    pinned && (header ? PINNED_HEADER_BACKGROUND : "bg-surface"),
    pinned && "sticky z-[1]",
    edge && pinnedEdgeClasses(pinned),
  );
}

/** Sticky header and footer: they paint the surface, as rows scroll under them and their cells' tint is
 * translucent. */
export const gridHeaderClasses =
  "sticky top-0 z-[2] flex min-w-full flex-col border-b border-border-secondary bg-surface";
export const gridFooterClasses =
  "sticky bottom-0 z-[2] flex min-w-full flex-col border-t border-border-secondary bg-surface";

/**
 * The shadow a pinned column next to the scrolling ones casts over them while cells are out of view on its
 * side (`useScrollEdges` marks the grid). Box shadows have no logical sides: a right-to-left grid mirrors them.
 */
function pinnedEdgeClasses(pinned: "start" | "end" | undefined): string | undefined {
  if (pinned === "start")
    return (
      "group-data-[overflow-start]/grid:shadow-[6px_0_6px_-4px_var(--color-pinned-shadow)] " +
      "rtl:group-data-[overflow-start]/grid:shadow-[-6px_0_6px_-4px_var(--color-pinned-shadow)]"
    );
  if (pinned === "end")
    return (
      "group-data-[overflow-end]/grid:shadow-[-6px_0_6px_-4px_var(--color-pinned-shadow)] " +
      "rtl:group-data-[overflow-end]/grid:shadow-[6px_0_6px_-4px_var(--color-pinned-shadow)]"
    );
  return undefined;
}
