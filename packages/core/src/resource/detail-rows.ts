import type { ResourceFields } from "./define-resource.js";
import type { Field } from "./field.js";
import { readFieldValue } from "./field-value.js";
import { resourceMessages } from "./messages.js";

/**
 * A record's detail rows (JeecgBoot's 一对多 sub-table: a claim's invoices, an order's treatment items):
 * fields like a resource's, saved with their record in one transaction under one body key (`invoices`),
 * shown in the form as an editable table. Both ends read a body's rows with `readDetailRows`.
 */
export interface DetailRows<F extends ResourceFields = ResourceFields> {
  /** What one row is called in messages (`发票`). */
  readonly title: string;
  readonly fields: F;
  /** Fewest rows a save may carry (default 0). */
  readonly min?: number;
  /** Most rows a save may carry (default 200). */
  readonly max?: number;
  /**
   * A row's computed fields (those with `form: false`, e.g. 金额 = 数量 × 单价) from its read values; both
   * ends call it, the server's result is what is stored.
   */
  readonly derive?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

/** Declares detail rows; the identity, so the fields stay typed. */
export function defineDetailRows<const F extends ResourceFields>(definition: DetailRows<F>): DetailRows<F> {
  return definition;
}

const DEFAULT_MAX_ROWS = 200;

export type DetailRowsReading =
  | { readonly ok: true; readonly rows: Record<string, unknown>[] }
  | { readonly ok: false; readonly message: string };

export const detailRowsMessages = {
  notList: (title: string) => `${title}必须是列表`,
  tooFew: (title: string, min: number) => `至少填写${min}条${title}`,
  tooMany: (title: string, max: number) => `${title}最多${max}条`,
  /** A row's refusal: `第2条发票：金额不能为空`. */
  inRow: (title: string, index: number, message: string) => `第${index + 1}条${title}：${message}`,
} as const;

/** One row's field value refused, in the words of `readFieldValue`, or `undefined` when it is fine. */
export function detailCellMessage(name: string, f: Field, raw: unknown): string | undefined {
  const reading = readFieldValue(name, f, raw === undefined ? null : raw);
  if (!reading.ok) return reading.message;
  if (reading.value === null && f.required) return resourceMessages.required(f.label);
  return undefined;
}

/**
 * A body's rows read strictly: a list of objects, each field read by its kind (text trimmed, numbers
 * checked, required ones present); keys that are not fields are dropped, and so are computed fields
 * (`form: false`), which `derive` fills. The first refusal names its row.
 */
export function readDetailRows(detail: DetailRows, raw: unknown): DetailRowsReading {
  if (!Array.isArray(raw)) return { ok: false, message: detailRowsMessages.notList(detail.title) };
  const min = detail.min ?? 0;
  const max = detail.max ?? DEFAULT_MAX_ROWS;
  if (raw.length < min) return { ok: false, message: detailRowsMessages.tooFew(detail.title, min) };
  if (raw.length > max) return { ok: false, message: detailRowsMessages.tooMany(detail.title, max) };
  const rows: Record<string, unknown>[] = [];
  for (const [index, item] of raw.entries()) {
    if (typeof item !== "object" || item === null || Array.isArray(item))
      return { ok: false, message: detailRowsMessages.notList(detail.title) };
    const row: Record<string, unknown> = {};
    for (const [name, f] of Object.entries(detail.fields)) {
      if (f.form === false) continue;
      const value = (item as Record<string, unknown>)[name];
      const refused = detailCellMessage(name, f, value);
      if (refused) return { ok: false, message: detailRowsMessages.inRow(detail.title, index, refused) };
      const reading = readFieldValue(name, f, value === undefined ? null : value);
      row[name] = reading.ok ? reading.value : null;
    }
    rows.push(detail.derive ? { ...row, ...detail.derive(row) } : row);
  }
  return { ok: true, rows };
}

/** The exact sum of a money or number field over the rows, to the cent (the 合计 a record keeps). */
export function detailRowsSum(rows: readonly Readonly<Record<string, unknown>>[], name: string): number {
  const cents = rows.reduce((sum, row) => {
    const value = Number(row[name]);
    return Number.isFinite(value) ? sum + Math.round(value * 100) : sum;
  }, 0);
  return cents / 100;
}
