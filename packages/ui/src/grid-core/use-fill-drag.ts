import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";

/** The body row under a pointer, by the `data-grid-row` of the cell there; undefined off the body. */
export function rowAtPoint(grid: HTMLElement | null, x: number, y: number): number | undefined {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-grid-row]");
  if (!cell || !grid?.contains(cell)) return undefined;
  const row = Number(cell.getAttribute("data-grid-row"));
  return row >= 0 ? row : undefined;
}

/**
 * A pointer drag from a row to another (the fill handle, a drag-sort handle): follows the pointer over
 * the grid's rows and reports the row it ends on. `over` is the row under the pointer while dragging.
 * Escape (or a cancelled pointer) ends the drag without a drop.
 */
export function useRowDrag(
  gridRef: RefObject<HTMLElement | null>,
  onDrop: (toRow: number) => void,
): { over: number | undefined; start: (event: ReactPointerEvent<HTMLElement>) => void } {
  const [over, setOver] = useState<number | undefined>(undefined);
  // The drag under way ends with its owner (a row scrolled out of the window, a table unmounted).
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // No text selection or focus change while dragging; the cell keeps its focus.
      event.preventDefault();
      event.stopPropagation();
      let last: number | undefined;
      const onMove = (move: PointerEvent) => {
        const row = rowAtPoint(gridRef.current, move.clientX, move.clientY);
        if (row === undefined || row === last) return;
        last = row;
        setOver(row);
      };
      const end = () => {
        document.removeEventListener("pointermove", onMove);
        document.removeEventListener("pointerup", onUp);
        document.removeEventListener("pointercancel", end);
        document.removeEventListener("keydown", onKey, true);
        cancel.current = undefined;
        setOver(undefined);
      };
      const onUp = (up: PointerEvent) => {
        end();
        const row = rowAtPoint(gridRef.current, up.clientX, up.clientY) ?? last;
        if (row !== undefined) onDrop(row);
      };
      // Escape drops nothing; it is kept from the grid (it would also clear the range or end editing).
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== "Escape") return;
        key.preventDefault();
        key.stopPropagation();
        end();
      };
      document.addEventListener("pointermove", onMove);
      document.addEventListener("pointerup", onUp);
      document.addEventListener("pointercancel", end);
      document.addEventListener("keydown", onKey, true);
      cancel.current = end;
    },
    [gridRef, onDrop],
  );
  return { over, start };
}
