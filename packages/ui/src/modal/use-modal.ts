import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { useDraggable } from "./use-draggable";

export interface UseModalOptions {
  /** Controlled visibility. Leave undefined (with `defaultOpen`) to let the modal manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The OK button. When it returns a promise the button shows loading until it settles; an
   * uncontrolled modal then closes (a rejected promise keeps it open).
   */
  onOk?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Cancel button, close button, Escape or a click on the mask. */
  onCancel?: () => void;
  /** Show the OK button as loading (e.g. while the caller saves). */
  confirmLoading?: boolean;
  /** A click on the mask closes (calls `onCancel`). Default true. */
  maskClosable?: boolean;
  /** Escape closes (calls `onCancel`). Default true. */
  keyboard?: boolean;
  fullscreen?: boolean;
  defaultFullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** The header drags the dialog around with a pointer. Default true. */
  draggable?: boolean;
}

/**
 * Behaviour of a modal dialog: visibility (controlled or not), OK with async loading, the ways to
 * cancel, fullscreen, dragging, and focus that returns to where it was before opening (also when
 * the modal was opened by code rather than a trigger).
 */
export function useModal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onOk,
  onCancel,
  confirmLoading = false,
  maskClosable = true,
  keyboard = true,
  fullscreen: fullscreenProp,
  defaultFullscreen = false,
  onFullscreenChange,
  draggable = true,
}: UseModalOptions) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );

  const [ownFullscreen, setOwnFullscreen] = useState(defaultFullscreen);
  const fullscreen = fullscreenProp ?? ownFullscreen;
  const toggleFullscreen = () => {
    if (fullscreenProp === undefined) setOwnFullscreen(!fullscreen);
    onFullscreenChange?.(!fullscreen);
  };

  const [pending, setPending] = useState(false);
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };
  const ok = async (event: MouseEvent<HTMLButtonElement>) => {
    const result = onOk?.(event);
    if (!isPromiseLike(result)) {
      if (!controlled) setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (!controlled) setOpen(false);
    } catch {
      // A failed save keeps the dialog open so nothing typed is lost; the caller shows the error.
    } finally {
      setPending(false);
    }
  };

  const drag = useDraggable({ enabled: draggable && !fullscreen });
  const { reset } = drag;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  // Where focus was when the dialog opened (read as it opens, before an autoFocus child takes it);
  // Radix only knows its own Trigger, and this modal is usually opened by code.
  const returnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open !== wasOpen.current) {
    wasOpen.current = open;
    const active = typeof document === "undefined" ? null : document.activeElement;
    if (open) returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  const contentHandlers = {
    /** Focus goes to the dialog itself (no ring on the first header button), unless a child took it (`autoFocus`). */
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const content = event.currentTarget as HTMLElement | null;
      if (content && !content.contains(document.activeElement)) content.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // Radix reports the close a tick later; if the modal has been opened again since, leave focus be.
      if (wasOpen.current) return;
      returnFocus.current?.focus();
      returnFocus.current = null;
    },
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (!keyboard) event.preventDefault();
    },
    /**
     * Only a press on the mask itself cancels. Presses in popups opened from the body (a date picker's
     * calendar, a select's list) are "outside" the dialog's DOM and, for a kept body, outside its React
     * tree too, so Radix would count them as outside; they must not close the dialog.
     */
    onPointerDownOutside: (event: Event) => {
      const target = event.target as Element | null;
      if (!maskClosable || !target?.hasAttribute?.("data-modal-mask")) event.preventDefault();
    },
  };

  return {
    open,
    setOpen,
    /** For Radix `onOpenChange`: closing by Escape or the mask is a cancel. */
    onOpenChange: (next: boolean) => (next ? setOpen(true) : cancel()),
    ok,
    cancel,
    okLoading: confirmLoading || pending,
    fullscreen,
    toggleFullscreen,
    drag,
    contentHandlers,
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}
