import type { DataRow, DataTableColumn, Sorter } from "../data-table/data-table-types";

/** A row a picker lists (a user, a role, a report record…). */
export type PickerRow = DataRow;

/** Single pickers tick one row with radios; multi pickers tick several with checkboxes (spec §3). */
export type PickerMode = "single" | "multi";

/**
 * What a picker asks its load function for: JeecgBoot's list parameters (`pageNo`, `pageSize`, `column`,
 * `order`) plus the search form's filters by field name (empty filters are left out).
 */
export interface PickerQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: Sorter["order"];
  [filter: string]: string | number | undefined;
}

/** One page of rows and the total behind it (`result.records`, `result.total`). */
export interface PickerPage<Row extends PickerRow = PickerRow> {
  records: Row[];
  total: number;
}

/** Lists rows; components never fetch, so the app (or `@kanya/client`'s adapters) passes this in. */
export type LoadPickerPage<Row extends PickerRow = PickerRow> = (
  query: PickerQuery,
) => Promise<PickerPage<Row>>;

/** The rows behind keys already chosen, so reopening a picker shows them ticked with their texts. */
export type LoadPickerRows<Row extends PickerRow = PickerRow> = (keys: string[]) => Promise<Row[]>;

/** One field of a picker's search form. */
export interface PickerSearchField {
  /** The filter's name in the query (`username`, `sex`, `birthday`…). */
  name: string;
  label: string;
  /** `select` shows `options`; default `text`. */
  type?: "text" | "select";
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
}

export type PickerColumn<Row extends PickerRow = PickerRow> = DataTableColumn<Row>;
