import type { ReactNode } from "react";

/** Spec §9: detail lists have 1 to 4 columns, capped at 4. */
export const MAX_DESCRIPTION_COLUMNS = 4;

export interface DescriptionsItem {
  /** Stable identity; the index otherwise. */
  key?: string | number;
  label: ReactNode;
  children: ReactNode;
  /** Columns it spans. Default 1; capped at the column count. */
  span?: number;
}

export interface LaidOutItem {
  item: DescriptionsItem;
  key: string | number;
  /** Columns it takes in its row, after filling. */
  span: number;
}

/** The column count a list uses: a whole number from 1 to 4 (default 3). */
export function clampColumns(column: number | undefined): number {
  if (column === undefined || !Number.isFinite(column)) return 3;
  return Math.min(MAX_DESCRIPTION_COLUMNS, Math.max(1, Math.trunc(column)));
}

/**
 * Splits items into rows of `column` columns. An item that does not fit starts a new row, and the last item
 * of each row stretches to its end, so every row is full (as Ant Design's Descriptions).
 */
export function layoutDescriptions(items: readonly DescriptionsItem[], column: number): LaidOutItem[][] {
  const columns = clampColumns(column);
  const rows: LaidOutItem[][] = [];
  let row: LaidOutItem[] = [];
  let used = 0;

  const closeRow = () => {
    const last = row[row.length - 1];
    if (!last) return;
    last.span += columns - used;
    rows.push(row);
    row = [];
    used = 0;
  };

  items.forEach((item, index) => {
    const span = Math.min(columns, Math.max(1, Math.trunc(item.span ?? 1)));
    if (used + span > columns) closeRow();
    row.push({ item, key: item.key ?? index, span });
    used += span;
    if (used === columns) closeRow();
  });
  closeRow();
  return rows;
}
