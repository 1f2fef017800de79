import type { DataRow, DataTableColumn } from "./data-table-types";

/** The chosen filter values of each filtered column, by its filter key (Ant Design's `filters` argument). */
export type FilterValues = Readonly<Record<string, readonly string[]>>;

/** A filter's choice: `text` shown, `value` sent (Ant Design `filters` items). */
export interface FilterOption {
  text: string;
  value: string;
}

/** The column's filter key, as Ant Design names it: `key`, else `dataIndex` (the request parameter's name). */
export function filterKeyOf(column: Pick<DataTableColumn, "key" | "dataIndex">): string | undefined {
  return column.key ?? column.dataIndex;
}

/** Whether a column offers a filter: its own options, a dictionary, or both. */
export function hasFilter<Row extends DataRow>(column: DataTableColumn<Row>): boolean {
  return (column.filters?.length ?? 0) > 0 || column.filterDictCode !== undefined;
}

/**
 * The request parameters of the chosen filters: `<key>=v1,v2`, as JeecgBoot's list mixin sends them; a column
 * with nothing chosen is left out.
 */
export function filterRequestParams(filters: FilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, values] of Object.entries(filters)) {
    if (values.length > 0) params[key] = values.join(",");
  }
  return params;
}

/** The filters with one column's choice replaced; an empty choice drops the column. */
export function withFilter(filters: FilterValues, key: string, values: readonly string[]): FilterValues {
  const { [key]: _replaced, ...others } = filters;
  return values.length > 0 ? { ...others, [key]: values } : others;
}

/**
 * The rows a page shows: a column with `onFilter` (Ant Design's local filter) keeps the rows that match one of
 * its chosen values; columns without it are filtered by the server, so their rows pass.
 */
export function filterRowsLocally<Row extends DataRow>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  filters: FilterValues,
): readonly Row[] {
  const local = columns.flatMap((column) => {
    const key = filterKeyOf(column);
    const chosen = key === undefined ? undefined : filters[key];
    return column.onFilter && chosen && chosen.length > 0 ? [{ onFilter: column.onFilter, chosen }] : [];
  });
  if (local.length === 0) return rows;
  return rows.filter((row) =>
    local.every(({ onFilter, chosen }) => chosen.some((value) => onFilter(value, row))),
  );
}

/** A column's own options followed by its dictionary's items whose value it does not already have. */
export function mergeFilterOptions(
  own: readonly FilterOption[] | undefined,
  items: readonly { value: string; text: string }[],
): FilterOption[] {
  const options = [...(own ?? [])];
  const taken = new Set(options.map((option) => option.value));
  for (const item of items) if (!taken.has(item.value)) options.push({ text: item.text, value: item.value });
  return options;
}
