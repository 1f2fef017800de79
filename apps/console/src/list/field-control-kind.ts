import type { Field } from "@kanya/core/resource";

/** The control a form draws for a field: one per family of @kanya/ui components. */
export type ControlKind =
  | "input"
  | "textarea"
  | "number"
  | "password"
  | "switch"
  | "date"
  | "datetime"
  | "dict"
  | "multiDict"
  | "category"
  | "ref"
  | "popup"
  | "user"
  | "department"
  | "area"
  | "upload"
  | "image"
  | "richText"
  | "markdown"
  | "none";

/** Which control edits the field (hidden fields have none: the form carries their value). */
export function controlKind(field: Pick<Field, "kind">): ControlKind {
  switch (field.kind) {
    case "text":
      return "input";
    case "number":
    case "money":
      return "number";
    case "tree":
      return "category";
    case "hidden":
      return "none";
    default:
      return field.kind;
  }
}

/** Controls that take the whole row of the two-column form. */
export function isWideControl(kind: ControlKind): boolean {
  return (
    kind === "textarea" || kind === "richText" || kind === "markdown" || kind === "upload" || kind === "image"
  );
}

/**
 * Controls whose value is picked (a category, a record's id, a username, a department, an area code), never
 * typed: the advanced query draws them as its value editor and offers their fields even without a column.
 */
export function isPickedControl(kind: ControlKind): boolean {
  return (
    kind === "category" ||
    kind === "ref" ||
    kind === "popup" ||
    kind === "user" ||
    kind === "department" ||
    kind === "area"
  );
}
