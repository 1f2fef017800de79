import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DICT_TEXT_SUFFIX } from "./list-request";

/** A record with JeecgBoot's `<field>_dictText` companions (DictAspect). */
export type WithDictText<R> = R & { [key: `${string}_dictText`]: string };

/** The tables dictionary texts come from: their write version tells whether kept texts are current. */
export const DICT_TABLES = ["sys_dict", "sys_dict_item"] as const;

/**
 * Adds `<field>_dictText` to each record (in place: the records are made for the response) for the given
 * field → dictionary-code map, from sys_dict_item, with one query for the whole page, or none when
 * `dictVersion` (the write version of DICT_TABLES, read by the caller in a query it made anyway) matches
 * texts loaded before. As JeecgBoot's DictAspect: empty values get no companion, a comma-separated value is
 * translated item by item, and an unknown value translates to "".
 */
export async function addDictText<R extends object>(
  db: Kysely<Database>,
  records: readonly R[],
  dictFields: Readonly<Record<string, string>> | undefined,
  dictVersion?: string,
): Promise<WithDictText<R>[]> {
  const entries = Object.entries(dictFields ?? {});
  if (entries.length === 0 || records.length === 0) return records as WithDictText<R>[];
  const codes = [...new Set(entries.map(([, code]) => code))];
  const texts =
    dictVersion === undefined ? await loadDictTexts(db, codes) : await keptDictTexts(db, codes, dictVersion);
  // Per field: its companion's name and its dictionary, looked up once for the whole page.
  const fields = entries.map(([field, code]) => ({
    field,
    companion: `${field}${DICT_TEXT_SUFFIX}`,
    byValue: texts.get(code),
  }));
  return records.map((record) => {
    const out = record as Record<string, unknown>;
    for (const { field, companion, byValue } of fields) {
      const value = (record as Record<string, unknown>)[field];
      if (value === null || value === undefined || value === "") continue;
      const text = String(value);
      out[companion] = text.includes(",")
        ? text
            .split(",")
            .map((part) => byValue?.get(part.trim()))
            .filter((item): item is string => item !== undefined)
            .join(",")
        : (byValue?.get(text.trim()) ?? "");
    }
    return out as WithDictText<R>;
  });
}

type DictTexts = Map<string, Map<string, string>>;

/** Per database: the texts last loaded for a set of codes, with the version they were loaded at. */
const keptByDb = new WeakMap<Kysely<Database>, Map<string, { version: string; texts: Promise<DictTexts> }>>();

/** Texts loaded no earlier than `version` was read; loaded again once the dictionaries change. */
function keptDictTexts(db: Kysely<Database>, codes: readonly string[], version: string): Promise<DictTexts> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const key = codes.join("\u0000");
  const hit = kept.get(key);
  if (hit?.version === version) return hit.texts;
  // Specs name a handful of code sets: the map stays as small as the set of list endpoints.
  const entry = { version, texts: loadDictTexts(db, codes) };
  kept.set(key, entry);
  entry.texts.catch(() => kept.get(key) === entry && kept.delete(key));
  return entry.texts;
}

/** Dictionary code → item value → item text, for the given codes (disabled items still translate). */
export async function loadDictTexts(db: Kysely<Database>, codes: readonly string[]): Promise<DictTexts> {
  const result: DictTexts = new Map();
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
