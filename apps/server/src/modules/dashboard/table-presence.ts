import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Whether a table with these columns exists in the current schema. The dashboards read records other
 * modules may not have migrated yet (claims, work orders): until they have, their figures are empty.
 */
export async function hasTable(
  db: Kysely<Database>,
  table: string,
  columns: readonly string[],
): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and column_name in (${sql.join(columns)})`.execute(db);
  return Number(rows[0]?.n ?? 0) === columns.length;
}

/** A dictionary's texts by value (enabled items), e.g. `business_channel`. */
export async function dictTexts(db: Kysely<Database>, dictCode: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("sys_dict_item as i")
    .innerJoin("sys_dict as d", "d.id", "i.dict_id")
    .select(["i.item_value", "i.item_text"])
    .where("d.dict_code", "=", dictCode)
    .orderBy("i.sort_order")
    .execute();
  return new Map(rows.map((r) => [r.item_value ?? "", r.item_text ?? r.item_value ?? ""]));
}
