import type { KeyboardEvent, MouseEvent, TouchEvent } from "react";

/** Pixels one arrow press moves a column's edge; with Shift, `COLUMN_RESIZE_STEP_LARGE`. */
export const COLUMN_RESIZE_STEP = 10;
export const COLUMN_RESIZE_STEP_LARGE = 50;

/** A column's width after an arrow press on its handle, kept within min and max; undefined for other keys. */
export function resizedWidth(
  width: number,
  { key, shiftKey }: { key: string; shiftKey: boolean },
  { min, max = Number.POSITIVE_INFINITY, rtl = false }: { min: number; max?: number; rtl?: boolean },
): number | undefined {
  // The handle sits on the column's end edge: the arrow that points away from the column widens it.
  const widen = rtl ? "ArrowLeft" : "ArrowRight";
  const narrow = rtl ? "ArrowRight" : "ArrowLeft";
  if (key !== widen && key !== narrow) return undefined;
  const step = shiftKey ? COLUMN_RESIZE_STEP_LARGE : COLUMN_RESIZE_STEP;
  return Math.min(max, Math.max(min, width + (key === widen ? step : -step)));
}

export interface ColumnResizeHandleProps {
  /** Accessible name (调整用户账号列宽). */
  label: string;
  width: number;
  min: number;
  max?: number;
  /**
   * The grid's tab stop passes to the handle after its header cell (only that one header's handle), so Tab
   * from a focused header reaches it without a tab stop per column.
   */
  tabbable: boolean;
  rtl?: boolean;
  /** Drag to resize (TanStack's resize handler). */
  onDragStart: (event: MouseEvent | TouchEvent) => void;
  onWidthChange: (width: number) => void;
}

/**
 * The edge of a resizable column: dragged with a pointer, or focused (`role="separator"`, its width as
 * `aria-valuenow`) and moved with ←/→ by 10 px, Shift by 50 px.
 */
export function ColumnResizeHandle({
  label,
  width,
  min,
  max,
  tabbable,
  rtl = false,
  onDragStart,
  onWidthChange,
}: ColumnResizeHandleProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = resizedWidth(width, event, { min, max, rtl });
    if (next === undefined) return;
    // The arrows resize here; the grid would otherwise move to the next cell.
    event.preventDefault();
    event.stopPropagation();
    if (next !== width) onWidthChange(next);
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={tabbable ? 0 : -1}
      data-slot="grid-resize-handle"
      onMouseDown={onDragStart}
      onTouchStart={onDragStart}
      onKeyDown={onKeyDown}
      className="absolute inset-y-2 end-0 w-1 cursor-col-resize touch-none border-e border-border outline-none hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary"
    />
  );
}
