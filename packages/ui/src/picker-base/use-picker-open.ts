import { useState } from "react";
import { useControllableState } from "../input-base/use-controllable-state";

export interface PickerOpenOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The popup state every picker shares: open controlled or not, and whether opening should move focus into
 * the panel (ArrowDown from the box) or leave it in the box (a click).
 */
export function usePickerOpen({ open: openProp, defaultOpen = false, onOpenChange }: PickerOpenOptions) {
  const [open, setOpenState] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [focusPanel, setFocusPanel] = useState(false);
  const setOpen = (next: boolean, focus?: "panel" | "input") => {
    if (next === open) return;
    if (next) setFocusPanel(focus === "panel");
    setOpenState(next);
  };
  return { open, setOpen, focusPanel };
}
