import type { Field } from "@kanya/core/resource";
import type { Ref } from "react";

/**
 * What FormField hands the control it wraps (value, handlers, id, ARIA), plus the field it edits. Controls
 * take the wire value (text, `Y`/`N`, comma-separated keys) and give it back in the same form.
 */
export interface ControlProps<V = unknown> {
  field: Field;
  id?: string;
  name?: string;
  value?: V;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  ref?: Ref<unknown>;
  placeholder?: string;
  /** Several values at once (the advanced query's `in`); unset, each control keeps its own mode. */
  multiple?: boolean;
  /** A name where no label element points at the control (the advanced query's value column). */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/** The wire value as text (`null` and numbers from the record become text). */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : String(value);

/** The props most @kanya/ui controls take as they are: id, name, state, the accessible name and label/message links. */
export function commonProps({
  id,
  name,
  disabled,
  placeholder,
  "aria-label": label,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
}: ControlProps) {
  return {
    ...(id !== undefined ? { id } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(disabled ? { disabled: true } : {}),
    ...(placeholder !== undefined ? { placeholder } : {}),
    ...(label !== undefined ? { "aria-label": label } : {}),
    ...(labelledBy !== undefined ? { "aria-labelledby": labelledBy } : {}),
    ...(describedBy !== undefined ? { "aria-describedby": describedBy } : {}),
  };
}
