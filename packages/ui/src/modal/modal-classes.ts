import { clsx } from "clsx";

// The look of Modal and of the confirm dialogs, from tokens only.

/** The mask; it is also the scroll container for a dialog taller than the window. */
export function modalOverlayClasses({ fullscreen = false } = {}) {
  return clsx("fixed inset-0 z-[1000] flex overflow-y-auto bg-mask", !fullscreen && "px-4");
}

export function modalContentClasses({ fullscreen = false, centered = false } = {}) {
  return clsx(
    "relative flex flex-col bg-surface-elevated font-sans text-control text-fg shadow-overlay outline-none",
    fullscreen
      ? "h-full w-full"
      : ["mx-auto max-w-full rounded-control-lg", centered ? "my-auto" : "mt-[100px] mb-6 self-start"],
  );
}

export const modalHeaderClasses =
  "flex items-center gap-2 rounded-t-control-lg border-b border-border-secondary px-6 py-4";
export const modalTitleClasses = "m-0 min-w-0 flex-1 break-words text-control-lg font-medium text-fg";
export const modalBodyClasses = "min-h-0 break-words px-6 py-6";
export const modalFooterClasses =
  "flex flex-wrap justify-end gap-2 border-t border-border-secondary px-4 py-2.5";
/** The small square buttons in the header (fullscreen, close). */
export const modalHeaderButtonClasses =
  "inline-flex size-[22px] shrink-0 cursor-pointer items-center justify-center rounded-control-sm text-fg-secondary " +
  "transition-colors hover:bg-fill-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-focus";
