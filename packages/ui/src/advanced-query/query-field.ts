import type { QueryConditionOption } from "@kanya/core/query";

/**
 * A field the builder can query (JSuperQuery's `fieldList` entry). `type` picks the value editor: `int`,
 * `number`, `double`, `BigDecimal` a number; `date`, `datetime` a picker; `list`, `radio`, `checkbox`,
 * `list_multi` (or any field with `options`) a select; `switch` 是/否 (Y/N); anything else (`sel_tree`,
 * `cat_tree`, `popup`, `sel_user`…) the `renderValueEditor` the caller passes, else text (also when that
 * slot returns `undefined` for the field).
 */
export interface QueryField {
  /** Entity property, e.g. `createTime`. */
  value: string;
  /** The label shown in the field select. */
  text: string;
  type?: string;
  /** Choices of a select field; without them a dictionary field's items come from the `loadDictItems` passed. */
  options?: readonly QueryConditionOption[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: Readonly<Record<string, unknown>>;
}

export type ValueEditorKind = "text" | "number" | "date" | "datetime" | "select" | "switch" | "custom";

const NUMBER_TYPES = new Set(["int", "integer", "number", "double", "bigdecimal", "long"]);
const SELECT_TYPES = new Set(["list", "radio", "checkbox", "list_multi"]);
const TEXT_TYPES = new Set(["", "string", "text", "textarea"]);

/** Which built-in editor a field's value gets. */
export function valueEditorKind(field: Pick<QueryField, "type" | "options"> | undefined): ValueEditorKind {
  const type = (field?.type ?? "").toLowerCase();
  if (NUMBER_TYPES.has(type)) return "number";
  if (type === "date" || type === "datetime") return type;
  if (type === "switch") return "switch";
  if (SELECT_TYPES.has(type) || (field?.options?.length ?? 0) > 0) return "select";
  if (TEXT_TYPES.has(type)) return "text";
  return "custom";
}

/**
 * The dictionary string whose items a select field loads when it carries no `options`: `dictTable,dictText,dictCode`
 * for a table dictionary (as JSuperQuery joined them), else `dictCode`; `undefined` for none.
 */
export function dictStringOf(field: Pick<QueryField, "dictCode" | "dictTable" | "dictText"> | undefined) {
  if (!field?.dictCode) return undefined;
  return field.dictTable ? `${field.dictTable},${field.dictText ?? ""},${field.dictCode}` : field.dictCode;
}

/** The text of an option (dictionary items carry text, title or label). */
export function optionLabel(option: QueryConditionOption): string {
  return option.text ?? option.title ?? option.label ?? option.value;
}
