import { type Kysely, type SelectQueryBuilder, sql } from "kysely";

/** One status and how many records have it: the original front end's `allStatus` item (`coun`, sic). */
export interface StatusCount {
  readonly status: unknown;
  readonly coun: number;
}

/**
 * The records of `table` counted per value of `column`, within the rows `scoped` keeps (tenant, scope):
 * the tab badges of a list page with status tabs.
 */
export async function statusCounts(
  // biome-ignore lint/suspicious/noExplicitAny: the table is the resource's, chosen at run time
  db: Kysely<any>,
  table: string,
  column: string,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  scoped: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>,
): Promise<StatusCount[]> {
  const query = db
    .selectFrom(table)
    .select([sql.ref(column).as("status"), sql<string>`count(*)`.as("coun")])
    .groupBy(sql.ref(column));
  const rows = (await scoped(query).execute()) as { status: unknown; coun: unknown }[];
  return rows.map((row) => ({ status: row.status, coun: Number(row.coun) }));
}
