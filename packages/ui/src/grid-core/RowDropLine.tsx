import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";

/** Where a dragged row lands against the row under the pointer: above it, below it, or nowhere (itself). */
export type DropEdge = "before" | "after";

/**
 * A row dragged from `from` and dropped on `over` takes `over`'s place: rows below it move up, so it lands
 * after `over` when dragged down and before it when dragged up; on its own row it does not move.
 */
export function dropEdge(from: number, over: number | undefined): DropEdge | undefined {
  if (over === undefined || over === from) return undefined;
  return over > from ? "after" : "before";
}

/** The line's top inside the grid body: the row's edge, centred on the 2 px line. */
export function dropLineTop(rowTop: number, rowHeight: number, edge: DropEdge): number {
  return (edge === "after" ? rowTop + rowHeight : rowTop) - 1;
}

/**
 * The 2 px line between rows showing where a dragged row will land (drawn into the grid's body, across
 * every column, under the pointer's row edge). Decorative: the pointer drag it follows is not reachable
 * by keyboard (the 上移 / 下移 buttons are), so it is hidden from assistive technology.
 */
export function RowDropLine({ grid, row, edge }: { grid: HTMLElement | null; row: number; edge: DropEdge }) {
  const [place, setPlace] = useState<{ body: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const body = grid?.querySelector<HTMLElement>("[data-slot=grid-body]");
    const rowElement = body
      ?.querySelector<HTMLElement>(`[data-grid-row="${row}"]`)
      ?.closest<HTMLElement>("[role=row]");
    if (!body || !rowElement) {
      setPlace(null);
      return;
    }
    // Measured against the body, so virtual rows (translated) and flowing rows alike.
    const rowBox = rowElement.getBoundingClientRect();
    const top = rowBox.top - body.getBoundingClientRect().top;
    setPlace({ body, top: dropLineTop(top, rowBox.height, edge) });
  }, [grid, row, edge]);
  if (!place) return null;
  return createPortal(
    <div
      aria-hidden="true"
      data-slot="row-drop-line"
      data-edge={edge}
      className="pointer-events-none absolute inset-x-0 z-[1] h-0.5 bg-primary"
      style={{ top: place.top }}
    />,
    place.body,
  );
}
