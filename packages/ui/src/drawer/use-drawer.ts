import { useCallback, useRef, useState } from "react";

export interface UseDrawerOptions {
  /** Controlled visibility. Leave undefined (with `defaultOpen`) to let the drawer manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close button, Escape or a click on the mask. */
  onClose?: () => void;
  /** A click on the mask closes. Default true. */
  maskClosable?: boolean;
  /** Escape closes. Default true. */
  keyboard?: boolean;
}

/**
 * Behaviour of a drawer: visibility (controlled or not), the ways to close, and focus that returns to
 * where it was before opening (Radix only returns it to its own Trigger; drawers are usually opened by code).
 */
export function useDrawer({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onClose,
  maskClosable = true,
  keyboard = true,
}: UseDrawerOptions) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = () => {
    onClose?.();
    setOpen(false);
  };

  const returnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open !== wasOpen.current) {
    wasOpen.current = open;
    const active = typeof document === "undefined" ? null : document.activeElement;
    if (open) returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  const contentHandlers = {
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const content = event.currentTarget as HTMLElement | null;
      if (content && !content.contains(document.activeElement)) content.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (wasOpen.current) return;
      returnFocus.current?.focus();
      returnFocus.current = null;
    },
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (!keyboard) event.preventDefault();
    },
    onPointerDownOutside: (event: Event) => {
      if (!maskClosable) event.preventDefault();
    },
  };

  return {
    open,
    setOpen,
    close,
    onOpenChange: (next: boolean) => (next ? setOpen(true) : close()),
    contentHandlers,
  };
}
