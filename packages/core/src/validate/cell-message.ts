/** The column fields a cell message may quote. */
export interface CellMessageColumn {
  readonly key: string;
  readonly title?: string;
  readonly defaultValue?: unknown;
}

/**
 * Fills JeecgBoot's placeholders `${title}`, `${key}` and `${defaultValue}` from the column (a missing
 * title falls back to the key, a missing default to nothing). Other `${…}` are left as written.
 */
export function fillCellMessage(template: string, column: CellMessageColumn): string {
  return template.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: string) => {
    if (name === "title") return column.title ?? column.key;
    if (name === "key") return column.key;
    return column.defaultValue === undefined || column.defaultValue === null
      ? ""
      : String(column.defaultValue);
  });
}
