import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ChevronDownIcon } from "../icon-base/glyphs";
import { fieldBoxClasses, fieldInputClasses } from "../input-base/field-classes";

/**
 * Stand-ins an always-edit table draws for its closed editors: the field's box with the value in it, and
 * none of the editor's weight (an `<input>`'s shadow tree, a select's popover). A click, Enter or F2 opens
 * the real editor in the cell, as in a click-to-edit table. See CellType.standIn.
 */
function LightFieldBox({
  slot,
  invalid,
  cursor,
  icon,
  closed,
  children,
}: {
  slot: string;
  invalid: boolean;
  cursor: "text" | "pointer";
  /** The field's trailing glyph (calendar, arrow). */
  icon?: ReactNode;
  /** Marks a closed popup field (`data-state="closed"`), as the real one is. */
  closed?: boolean;
  children: ReactNode;
}) {
  const status = invalid ? "error" : undefined;
  return (
    <span
      className={clsx(fieldBoxClasses({ status }), cursor === "text" ? "cursor-text" : "cursor-pointer")}
      data-size="middle"
      data-status={status}
      data-state={closed ? "closed" : undefined}
      data-slot={slot}
    >
      {children}
      {icon && (
        <span className="relative inline-flex size-3.5 shrink-0 items-center justify-center text-fg-disabled">
          {icon}
        </span>
      )}
    </span>
  );
}

/** A closed text, number or date editor of a windowed table: two spans, where a row of inputs costs. */
export function LightInput({ text, invalid, icon }: { text: string; invalid: boolean; icon?: ReactNode }) {
  return (
    <LightFieldBox slot="light-input" invalid={invalid} cursor="text" icon={icon}>
      <span className="min-w-0 flex-1 truncate">{text}</span>
    </LightFieldBox>
  );
}

/**
 * A closed select, in any always-edit table (a Radix Popover per cell made a 500-row table slow to mount).
 * It keeps the Select's read-only combobox input, which tests and assistive tech address by its role.
 */
export function LightSelect({ label, text, invalid }: { label: string; text: string; invalid: boolean }) {
  return (
    <LightFieldBox
      slot="light-select"
      invalid={invalid}
      cursor="pointer"
      closed
      icon={<ChevronDownIcon aria-hidden="true" className="size-3.5" />}
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
    </LightFieldBox>
  );
}
