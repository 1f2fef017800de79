import { clsx } from "clsx";
import type { ReactNode } from "react";
import { fieldBoxClasses } from "../input-base/field-classes";

/**
 * A windowed always-edit table's stand-in for a closed text, number or date editor: the field's box with
 * the value in it, and no `<input>`. Each input brings a shadow tree the browser styles and lays out, and
 * a scrolled frame mounts a row of them; the stand-in is two spans. A click, Enter or F2 opens the real
 * editor in its place, as in a click-to-edit cell.
 */
export function LightInput({ text, invalid, icon }: { text: string; invalid: boolean; icon?: ReactNode }) {
  const status = invalid ? "error" : undefined;
  return (
    <span
      className={clsx(fieldBoxClasses({ status }), "cursor-text")}
      data-size="middle"
      data-status={status}
      data-slot="light-input"
    >
      <span className="min-w-0 flex-1 truncate">{text}</span>
      {icon && (
        <span className="relative inline-flex size-3.5 shrink-0 items-center justify-center text-fg-disabled">
          {icon}
        </span>
      )}
    </span>
  );
}
