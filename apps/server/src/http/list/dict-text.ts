import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DICT_TEXT_SUFFIX } from "./list-request";

/** A record with JeecgBoot's `<field>_dictText` companions (DictAspect). */
export type WithDictText<R> = R & { [key: `${string}_dictText`]: string };

/**
 * Adds `<field>_dictText` to each record for the given field → dictionary-code map, from sys_dict_item,
 * with one query for the whole page. As JeecgBoot's DictAspect: empty values get no companion, a
 * comma-separated value is translated item by item, and an unknown value translates to "".
 */
export async function addDictText<R extends object>(
  db: Kysely<Database>,
  records: readonly R[],
  dictFields: Readonly<Record<string, string>> | undefined,
): Promise<WithDictText<R>[]> {
  const entries = Object.entries(dictFields ?? {});
  if (entries.length === 0 || records.length === 0) return records as WithDictText<R>[];
  const texts = await loadDictTexts(db, [...new Set(entries.map(([, code]) => code))]);
  return records.map((record) => {
    const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
    for (const [field, code] of entries) {
      const value = (record as Record<string, unknown>)[field];
      if (value === null || value === undefined || value === "") continue;
      const byValue = texts.get(code);
      out[`${field}${DICT_TEXT_SUFFIX}`] = String(value)
        .split(",")
        .map((part) => byValue?.get(part.trim()))
        .filter((text): text is string => text !== undefined)
        .join(",");
    }
    return out as WithDictText<R>;
  });
}

/** Dictionary code → item value → item text, for the given codes (disabled items still translate). */
export async function loadDictTexts(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>();
  if (codes.length === 0) return result;
  const rows = await db
    .selectFrom("sys_dict_item as i")
    .innerJoin("sys_dict as d", "d.id", "i.dict_id")
    .select(["d.dict_code", "i.item_value", "i.item_text"])
    .where("d.dict_code", "in", codes)
    .where("d.del_flag", "=", 0)
    .orderBy("i.sort_order")
    .execute();
  for (const row of rows) {
    const byValue = result.get(row.dict_code) ?? new Map<string, string>();
    if (row.item_value !== null && !byValue.has(row.item_value))
      byValue.set(row.item_value, row.item_text ?? "");
    result.set(row.dict_code, byValue);
  }
  return result;
}
