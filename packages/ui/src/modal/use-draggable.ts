import { type PointerEvent, useCallback, useRef, useState } from "react";

export interface DragOffset {
  x: number;
  y: number;
}

/** How much of a dragged box must stay on screen, in px, so it can always be dragged back. */
const KEEP_VISIBLE = 48;

/**
 * Moves a box by dragging a handle with a pointer (mouse, pen or touch). Returns the offset to apply
 * (`translate`) and the handle's pointer handlers. Drags that start on a button or other control in
 * the handle are ignored, and the box cannot leave the viewport. Keyboard users are unaffected.
 */
export function useDraggable({ enabled = true }: { enabled?: boolean } = {}) {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerX: number; pointerY: number; start: DragOffset; rect: DOMRect } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      const target = event.target as Element;
      if (target.closest("button, a, input, select, textarea, [role=button]")) return;
      const box = event.currentTarget.closest<HTMLElement>("[data-draggable-box]") ?? event.currentTarget;
      drag.current = {
        pointerX: event.clientX,
        pointerY: event.clientY,
        start: offset,
        rect: box.getBoundingClientRect(),
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
    },
    [enabled, offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const { rect, start } = current;
    const dx = clamp(
      event.clientX - current.pointerX,
      KEEP_VISIBLE - rect.right,
      window.innerWidth - KEEP_VISIBLE - rect.left,
    );
    const dy = clamp(
      event.clientY - current.pointerY,
      -rect.top,
      window.innerHeight - KEEP_VISIBLE - rect.top,
    );
    setOffset({ x: start.x + dx, y: start.y + dy });
  }, []);

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return {
    offset,
    reset,
    handleProps: enabled
      ? { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd }
      : {},
  };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
