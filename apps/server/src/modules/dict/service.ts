import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type DictModel, toDictModel } from "../../wire/dict-model";

export type DictItemsByCode = Record<string, DictModel[]>;

export interface DictService {
  /** Every dictionary's enabled items by dictionary code, in each dictionary's sort order. */
  queryAllDictItems(): Promise<DictItemsByCode>;
}

export function createDictService(db: Kysely<Database>): DictService {
  return {
    async queryAllDictItems() {
      const rows = await db
        .selectFrom("sys_dict_item as i")
        .innerJoin("sys_dict as d", "d.id", "i.dict_id")
        .select(["d.dict_code", "i.item_value", "i.item_text", "i.item_color"])
        .where("d.del_flag", "=", 0)
        .where("i.status", "=", 1)
        .orderBy("d.dict_code")
        .orderBy("i.sort_order")
        .orderBy("i.item_value")
        .execute();
      const byCode: DictItemsByCode = {};
      for (const row of rows) {
        const items = byCode[row.dict_code] ?? [];
        items.push(toDictModel(row.item_value ?? "", row.item_text ?? "", row.item_color || null));
        byCode[row.dict_code] = items;
      }
      return byCode;
    },
  };
}
