import type { Resource } from "./define-resource.js";
import { type Field, type FieldKind, isDictField, type ListHints } from "./field.js";

/** Kinds that are never shown or exported: a password is write-only, a hidden field has no control. */
const UNSHOWN: ReadonlySet<FieldKind> = new Set(["password", "hidden"]);

const shown = (f: Field) => !UNSHOWN.has(f.kind);

/** One column of the list page: the record key it shows (`_dictText` for dictionary kinds) and its hints. */
export interface ListColumn extends Omit<ListHints, "dictText"> {
  readonly field: string;
  readonly title: string;
  readonly dataIndex: string;
  readonly statistics?: "sum" | "average";
  /** The dictionary a `filter` column offers in its 筛选 menu. */
  readonly filterDictCode?: string;
}

export function listColumns(resource: Resource): ListColumn[] {
  return Object.entries(resource.fields).flatMap(([name, f]) => {
    if (!shown(f) || f.list === false) return [];
    const { dictText = isDictField(f), ...hints } = f.list ?? {};
    return [
      {
        field: name,
        title: f.label,
        dataIndex: dictText ? `${name}_dictText` : name,
        ...hints,
        ...(f.statistics ? { statistics: f.statistics } : {}),
        ...(hints.filter && f.dictCode ? { filterDictCode: f.dictCode } : {}),
      },
    ];
  });
}

/**
 * One column of the Excel export, which the import reads back by its header. Dictionary kinds export
 * their text (`<field>_dictText`) and are imported by text or value.
 */
export interface ExportColumn {
  readonly field: string;
  readonly header: string;
  readonly width?: number;
  readonly dictText: boolean;
  readonly dictCode?: string;
}

export function exportColumns(resource: Resource): ExportColumn[] {
  return Object.entries(resource.fields).flatMap(([name, f]) => {
    if (!shown(f) || f.excel === false) return [];
    const hints = f.excel ?? {};
    return [
      {
        field: name,
        header: hints.header ?? f.label,
        ...(hints.width !== undefined ? { width: hints.width } : {}),
        dictText: isDictField(f),
        ...(f.dictCode ? { dictCode: f.dictCode } : {}),
      },
    ];
  });
}

/**
 * The form's fields, in order: those not left out of the form, with their hints. An area field's
 * `textField` has no control of its own: the area picker writes it.
 */
export function formFields(resource: Resource): { name: string; field: Field }[] {
  const written = new Set(
    Object.values(resource.fields).flatMap((f) => (f.kind === "area" && f.textField ? [f.textField] : [])),
  );
  return Object.entries(resource.fields)
    .filter(([name, f]) => f.form !== false && !written.has(name))
    .map(([name, f]) => ({ name, field: f }));
}

/** The values a new record's form starts with: each field's `form.default`, where it has one. */
export function formDefaults(resource: Resource): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    if (f.form && f.form.default !== undefined) values[name] = f.form.default;
  }
  return values;
}

/** The fields a form checks against the other records as the user types (`/sys/duplicate/check`). */
export function uniqueFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.unique)
    .map(([name]) => name);
}

/** The fields status counts (`allStatus`) group by. */
export function countFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.counts)
    .map(([name]) => name);
}
