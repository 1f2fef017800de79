import type { SelectOption } from "../select/select-types";
import type { EditableColumn, EditableOption, EditorContext } from "./editable-types";

/** What an option shows: JeecgBoot's items carry `text`, `title` or `label`. */
export function optionLabel(option: EditableOption): string {
  return option.text ?? option.title ?? option.label ?? option.value;
}

export const selectOptions = (column: EditableColumn): SelectOption[] =>
  (column.options ?? []).map((option) => ({
    value: option.value,
    label: optionLabel(option),
    disabled: option.disabled,
  }));

/** A cell value as text; several values (an array) join with commas. */
export const asText = (value: unknown) =>
  value === undefined || value === null ? "" : Array.isArray(value) ? value.join(",") : String(value);

/** A cell's comma-separated values as text, each by its option's label (unknown values as they are). */
export const optionText = (column: EditableColumn, value: unknown) => {
  const values = Array.isArray(value) ? value : asText(value).split(",").filter(Boolean);
  return values
    .map((entry) => {
      const option = column.options?.find((candidate) => candidate.value === String(entry));
      return option ? optionLabel(option) : String(entry);
    })
    .join(",");
};

/** The editor's status: red while the cell fails validation. */
export const editorStatus = (context: EditorContext) => (context.error ? "error" : undefined);

/** A single value as a select holds it: `null` for none. */
export const singleValue = (value: unknown) =>
  value === undefined || value === null || value === "" ? null : String(value);
