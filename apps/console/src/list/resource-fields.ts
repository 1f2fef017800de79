import {
  type ListColumn,
  type ListQueryField,
  listColumns,
  listQueryFields,
  type Resource,
} from "@kanya/core/resource";
import type { QueryField } from "@kanya/ui/advanced-query";
import type { DataTableColumn } from "@kanya/ui/data-table";
import type { QueryFormField } from "@kanya/ui/query-form";
import { controlKind, isPickedControl } from "./field-control-kind";

/** The inline query bar's fields: each field with a query mode, as the QueryForm control it needs. */
export function queryFormFields(resource: Resource): QueryFormField[] {
  return listQueryFields(resource).map((f) => queryFormField(f));
}

function queryFormField(f: ListQueryField): QueryFormField {
  if (f.dictCode) return { name: f.name, label: f.label, type: "dict", dictCode: f.dictCode };
  if (f.mode === "range" && (f.kind === "date" || f.kind === "datetime"))
    return { name: f.name, label: f.label, type: "date-range" };
  if (f.type === "integer" || f.type === "number") return { name: f.name, label: f.label, type: "number" };
  return {
    name: f.name,
    label: f.label,
    ...(f.mode === "like" ? { filter: "like" as const, trim: true } : {}),
  };
}

/**
 * The advanced query's fields, typed as JSuperQuery's `fieldList`: every listed column, and the picked fields
 * (a reference, category, user…) even without one, since the list shows them by name in another column.
 */
export function advancedQueryFields(resource: Resource): QueryField[] {
  return Object.entries(resource.fields).flatMap(([name, f]) => {
    if (f.kind === "password" || f.kind === "hidden") return [];
    if (f.list === false && !isPickedControl(controlKind(f))) return [];
    const type =
      f.kind === "number" ? (f.integer ? "int" : "number") : f.kind === "money" ? "BigDecimal" : f.kind;
    return [
      {
        value: name,
        text: f.label,
        type: f.dictCode ? "list" : type,
        ...(f.dictCode ? { dictCode: f.dictCode } : {}),
      },
    ];
  });
}

/**
 * The table's columns from the list hints: `_dictText` for dictionaries, sortable where the hint says, a 筛选
 * menu of the dictionary's items where it asks for one.
 */
export function tableColumns(resource: Resource): DataTableColumn[] {
  return listColumns(resource).map((c: ListColumn) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    key: c.field,
    ...(c.width !== undefined ? { width: c.width } : {}),
    ...(c.ellipsis ? { ellipsis: true } : {}),
    ...(c.sort ? { sorter: true } : {}),
    ...(c.fixed ? { fixed: c.fixed } : {}),
    // Keyed by the field, so the chosen values go to the list as `<field>=v1,v2`.
    ...(c.filterDictCode ? { filterDictCode: c.filterDictCode } : {}),
  }));
}
