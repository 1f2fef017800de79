import type { RefObject } from "react";
import { dropEdge, RowDropLine } from "../grid-core/RowDropLine";
import { useRowDrag } from "../grid-core/use-fill-drag";

/**
 * The grip a pointer drags a row by (row-drag-sort columns). It is hidden from assistive technology:
 * keyboard and screen-reader users move rows with the 上移 / 下移 buttons beside it. While dragged, a line
 * between rows shows where the row will land; Escape puts it down where it was.
 */
export function DragSortHandle({
  gridRef,
  rowIndex,
  onMove,
}: {
  gridRef: RefObject<HTMLElement | null>;
  rowIndex: number;
  /** Moves the row by this many places (the model renumbers `orderNum`). */
  onMove: (by: number) => void;
}) {
  const drag = useRowDrag(gridRef, (toRow) => {
    if (toRow !== rowIndex) onMove(toRow - rowIndex);
  });
  const edge = dropEdge(rowIndex, drag.over);
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="drag-sort-handle"
        data-dragging={drag.over !== undefined || undefined}
        onPointerDown={drag.start}
        className="inline-flex h-6 w-3 shrink-0 cursor-grab touch-none flex-col items-center justify-center gap-0.5 text-fg-secondary hover:text-fg data-[dragging]:cursor-grabbing data-[dragging]:text-primary-text"
      >
        {/* Six dots: the usual grip. */}
        {[0, 1, 2].map((line) => (
          <span key={line} className="flex gap-0.5">
            <span className="size-[3px] rounded-full bg-current" />
            <span className="size-[3px] rounded-full bg-current" />
          </span>
        ))}
      </span>
      {edge && drag.over !== undefined && <RowDropLine grid={gridRef.current} row={drag.over} edge={edge} />}
    </>
  );
}
