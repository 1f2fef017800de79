import { clsx } from "clsx";
import type { MouseEvent } from "react";
import { CircleXIcon } from "../icon-base/glyphs";

export interface ClearButtonProps {
  /** Accessible name, from the locale catalog. */
  label: string;
  onClear: () => void;
  /** Hidden (not removed, so the layout does not jump) while there is nothing to clear. */
  hidden?: boolean;
  className?: string;
}

/**
 * The clear button of a field: a real, labelled button for pointer and screen-reader users, kept out
 * of the tab order so a field stays one Tab stop (as in Ant Design and native search fields); keyboard
 * users clear with the field's own keys (select all + Backspace, or Backspace in a select).
 * Pressing it never takes focus from the field.
 */
export function ClearButton({ label, onClear, hidden = false, className }: ClearButtonProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      onMouseDown={keepFocus}
      onClick={(event) => {
        event.stopPropagation();
        onClear();
      }}
      className={clsx(
        "inline-flex shrink-0 cursor-pointer items-center justify-center border-0 bg-transparent p-0",
        "text-fg-disabled transition-colors hover:text-fg-secondary",
        hidden && "invisible",
        className,
      )}
    >
      <CircleXIcon aria-hidden="true" className="size-3.5 fill-current stroke-surface" strokeWidth={2} />
    </button>
  );
}

function keepFocus(event: MouseEvent) {
  event.preventDefault();
}
