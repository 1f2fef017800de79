import { clsx } from "clsx";
import { ChevronDownIcon } from "../icon-base/glyphs";
import { fieldBoxClasses, fieldInputClasses } from "../input-base/field-classes";

/**
 * Always-edit mode's stand-in for a closed select: the Select's box, combobox input and arrow, without
 * its popover (a Radix Popover per cell made a 500-row table slow to mount). A click on it opens the
 * real Select in its place: the table starts editing the cell, as it does for a click-to-edit cell.
 */
export function LightSelect({ label, text, invalid }: { label: string; text: string; invalid: boolean }) {
  const status = invalid ? "error" : undefined;
  return (
    <span
      className={clsx(fieldBoxClasses({ status }), "cursor-pointer")}
      data-size="middle"
      data-status={status}
      data-state="closed"
      data-slot="light-select"
    >
      <span className="relative flex min-w-0 flex-1 items-center self-stretch">
        <input
          readOnly
          // Reached through its grid cell (Enter opens it), like the cells' other controls.
          tabIndex={-1}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-label={label}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          value={text}
          className={clsx(fieldInputClasses, "cursor-pointer caret-transparent self-stretch")}
        />
      </span>
      <span className="relative inline-flex size-3.5 shrink-0 items-center justify-center text-fg-disabled">
        <ChevronDownIcon aria-hidden="true" className="size-3.5" />
      </span>
    </span>
  );
}
