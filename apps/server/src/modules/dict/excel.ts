import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import type { ExportColumn, ImportSpec } from "../../http/excel";
import { newId } from "../../ids";
import type { SysDictJson } from "../../wire/sys-dict";

/** A dictionary with its items, one sheet row each (JeecgBoot exports SysDictPage with its item list). */
export interface DictExportRecord extends SysDictJson {
  items: string;
}

/** Items are written `value=text` and joined with `;` (e.g. `1=男;2=女`). */
export const dictExportColumns: readonly ExportColumn<DictExportRecord>[] = [
  { header: "字典名称", value: (r) => r.dictName },
  { header: "字典编码", value: (r) => r.dictCode },
  { header: "描述", value: (r) => r.description, width: 30 },
  { header: "字典项", value: (r) => r.items, width: 60 },
];

/** The `value=text;…` text of each dictionary's items, in sort order. */
export async function dictItemTexts(
  db: Kysely<Database>,
  dictIds: readonly string[],
): Promise<Map<string, string>> {
  const byDict = new Map<string, string[]>();
  if (dictIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("sys_dict_item")
    .select(["dict_id", "item_value", "item_text"])
    .where("dict_id", "in", dictIds)
    .orderBy("dict_id")
    .orderBy("sort_order")
    .orderBy("item_value")
    .execute();
  for (const row of rows) {
    const list = byDict.get(row.dict_id ?? "") ?? [];
    list.push(`${row.item_value ?? ""}=${row.item_text ?? ""}`);
    byDict.set(row.dict_id ?? "", list);
  }
  return new Map([...byDict].map(([id, items]) => [id, items.join(";")]));
}

/** Reads `1=男;2=女` (also `,` or line breaks between items); an item without `=` is refused. */
export function parseItemsText(text: string): { value: string; text: string }[] {
  if (text.trim() === "") return [];
  return text
    .split(/[;；\n,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const at = part.indexOf("=");
      const value = at > 0 ? part.slice(0, at).trim() : "";
      const itemText = at > 0 ? part.slice(at + 1).trim() : "";
      if (!value || !itemText) throw new BusinessError(`字典项格式不正确：${part}（应为 值=名称）`);
      if (value.length > 100 || itemText.length > 100) throw new BusinessError(`字典项过长：${part}`);
      return { value, text: itemText };
    });
}

/** Imports dictionaries with their items; an existing code refuses the row (JeecgBoot: 字典编码已经存在). */
export function dictImportSpec(db: Kysely<Database>, username: string, clock: () => Date): ImportSpec {
  return {
    columns: [
      { header: "字典名称", field: "dictName" },
      { header: "字典编码", field: "dictCode" },
      { header: "描述", field: "description" },
      { header: "字典项", field: "items" },
    ],
    title: "数据字典",
    errorFileName: "dictImportExcelErrorLog",
    async importRow(row) {
      const code = row.dictCode ?? "";
      if (code === "") throw new BusinessError("字典编码不能为空，忽略导入。");
      if (code.length > 100 || (row.dictName ?? "").length > 100)
        throw new BusinessError("字典名称或编码过长");
      const items = parseItemsText(row.items ?? "");
      const now = clock();
      try {
        await db.transaction().execute(async (trx) => {
          const dictId = newId();
          await trx
            .insertInto("sys_dict")
            .values({
              id: dictId,
              dict_name: row.dictName || null,
              dict_code: code,
              description: row.description || null,
              del_flag: 0,
              type: 0,
              tenant_id: 0,
              create_by: username,
              create_time: now,
            })
            .execute();
          if (items.length > 0) {
            await trx
              .insertInto("sys_dict_item")
              .values(
                items.map((item, index) => ({
                  id: newId(),
                  dict_id: dictId,
                  item_value: item.value,
                  item_text: item.text,
                  sort_order: index + 1,
                  status: 1,
                  create_by: username,
                  create_time: now,
                })),
              )
              .execute();
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessError("字典编码已经存在，忽略导入。");
        throw error;
      }
    },
  };
}
