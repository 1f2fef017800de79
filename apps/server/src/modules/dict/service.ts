import type { TreeSelectModel } from "@kanya/client";
import { parseDictCode } from "@kanya/core/dict";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { escapeLike } from "../../http/list";
import { newId } from "../../ids";
import { type DictModel, toDictModel } from "../../wire/dict-model";
import type { SysDictRow } from "../../wire/sys-dict";
import {
  type DictFilter,
  dictTable,
  MSG_DICT_CODE_INVALID,
  MSG_DICT_TABLE_REFUSED,
  parseDictWhere,
  parseTreeCondition,
} from "./dict-tables";
import { enumDictItems } from "./enum-dicts";

export type DictItemsByCode = Record<string, DictModel[]>;

/** A table dictionary lookup never answers more rows than this (a dictionary is a pick list). */
const MAX_TABLE_DICT_ROWS = 5000;

export interface DictInput {
  dictName?: string | null;
  dictCode?: string;
  description?: string | null;
  type?: number | null;
}

export interface DictItemInput {
  dictId?: string;
  itemText?: string;
  itemValue?: string;
  description?: string | null;
  sortOrder?: number | null;
  status?: number | null;
  itemColor?: string | null;
}

export interface TreeDataRequest {
  pid?: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField?: string;
  converIsLeafVal: number;
  condition?: string;
}

export interface DictService {
  /** Every dictionary's enabled items by dictionary code, in each dictionary's sort order, plus enum dictionaries. */
  queryAllDictItems(): Promise<DictItemsByCode>;
  /** `getDictItems/{code}`: a dictionary code's enabled items, or a table dictionary's rows. */
  getDictItems(code: string): Promise<DictModel[]>;
  /** `loadDict/{code}`: items whose text contains `keyword`, at most `pageSize`. */
  loadDict(code: string, keyword: string | undefined, pageSize: number): Promise<DictModel[]>;
  /** `loadDictItem/{table,text,code}`: the texts of `keys`, in their order. */
  loadDictItem(code: string, keys: readonly string[], delNotExist: boolean): Promise<string[]>;
  loadTreeData(request: TreeDataRequest): Promise<TreeSelectModel[]>;

  addDict(input: DictInput, username: string): Promise<void>;
  editDict(id: string, input: DictInput, username: string): Promise<boolean>;
  /** Logical delete; returns how many were deleted. */
  removeDicts(ids: readonly string[], username: string): Promise<number>;
  deletedDicts(): Promise<SysDictRow[]>;
  deleteDictPhysically(id: string): Promise<void>;
  restoreDict(id: string, username: string): Promise<void>;

  addItem(input: DictItemInput, username: string): Promise<void>;
  editItem(id: string, input: DictItemInput, username: string): Promise<boolean>;
  removeItems(ids: readonly string[]): Promise<number>;
  itemValueTaken(dictId: string, itemValue: string, exceptId: string | undefined): Promise<boolean>;
}

export function createDictService(db: Kysely<Database>, clock: () => Date = () => new Date()): DictService {
  async function codeItems(code: string): Promise<DictModel[]> {
    const rows = await db
      .selectFrom("sys_dict_item as i")
      .innerJoin("sys_dict as d", "d.id", "i.dict_id")
      .select(["i.item_value", "i.item_text", "i.item_color"])
      .where("d.dict_code", "=", code)
      .where("d.del_flag", "=", 0)
      .where("i.status", "=", 1)
      .orderBy("i.sort_order")
      .orderBy("i.item_value")
      .execute();
    return rows.map((r) => toDictModel(r.item_value ?? "", r.item_text ?? "", r.item_color || null));
  }

  /** Rows of an allow-listed table as {value, text}; every name is checked, every value a parameter. */
  async function tableItems(
    table: string,
    textField: string,
    codeField: string,
    filters: readonly DictFilter[],
    options: { keyword?: string; keys?: readonly string[]; limit: number },
  ): Promise<{ value: string; text: string }[]> {
    dictTable(table, textField, codeField, ...filters.map((f) => f.column));
    const text = asText(textField);
    const value = asText(codeField);
    const conditions: RawBuilder<unknown>[] = filters.map((f) => sql`${asText(f.column)} = ${f.value}`);
    if (options.keyword) conditions.push(sql`${text} ilike ${`%${escapeLike(options.keyword)}%`}`);
    if (options.keys) conditions.push(sql`${value} in (${sql.join(options.keys)})`);
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const { rows } = await sql<{ value: string | null; text: string | null }>`
      select ${value} as value, ${text} as text from ${sql.table(table)} ${where}
      order by ${value} limit ${options.limit}`.execute(db);
    return rows.map((r) => ({ value: r.value ?? "", text: r.text ?? "" }));
  }

  function parseCode(code: string) {
    const parsed = parseDictCode(code);
    if (!parsed.ok) throw new BusinessError(MSG_DICT_CODE_INVALID);
    return parsed.source;
  }

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
      return { ...byCode, ...enumDictItems() };
    },

    async getDictItems(code) {
      const source = parseCode(code);
      if (source.kind === "code") {
        const items = await codeItems(source.code);
        // An enum dictionary (messageType, …) when no stored one has the code, as queryAllDictItems has it.
        return items.length > 0 ? items : (enumDictItems()[source.code] ?? items);
      }
      const filters = parseDictWhere(source.table, source.where);
      const rows = await tableItems(source.table, source.textField, source.codeField, filters, {
        limit: MAX_TABLE_DICT_ROWS,
      });
      return rows.map((r) => toDictModel(r.value, r.text, null));
    },

    async loadDict(code, keyword, pageSize) {
      const source = parseCode(code);
      if (source.kind === "code") {
        const items = await codeItems(source.code);
        const needle = keyword?.toLowerCase();
        return (needle ? items.filter((i) => i.text.toLowerCase().includes(needle)) : items).slice(
          0,
          pageSize,
        );
      }
      const filters = parseDictWhere(source.table, source.where);
      const rows = await tableItems(source.table, source.textField, source.codeField, filters, {
        keyword,
        limit: pageSize,
      });
      return rows.map((r) => toDictModel(r.value, r.text, null));
    },

    async loadDictItem(code, keys, delNotExist) {
      const source = parseCode(code);
      if (source.kind !== "table" || source.where !== undefined)
        throw new BusinessError(MSG_DICT_CODE_INVALID);
      if (keys.length === 0) return [];
      const rows = await tableItems(source.table, source.textField, source.codeField, [], {
        keys,
        limit: MAX_TABLE_DICT_ROWS,
      });
      const byValue = new Map(rows.map((r) => [r.value, r.text]));
      return keys.flatMap((key) => {
        const text = byValue.get(key);
        if (text !== undefined) return [text];
        return delNotExist ? [] : [key];
      });
    },

    async loadTreeData(request) {
      const spec = dictTable(request.tableName, request.text, request.code, request.pidField);
      if (!spec.tree?.pidFields.includes(request.pidField)) throw new BusinessError(MSG_DICT_TABLE_REFUSED);
      const hasChild = request.hasChildField;
      if (hasChild !== undefined && !spec.tree.hasChildFields.includes(hasChild)) {
        throw new BusinessError(MSG_DICT_TABLE_REFUSED);
      }
      const filters = parseTreeCondition(request.tableName, request.condition);
      const pidColumn = asText(request.pidField);
      const conditions: RawBuilder<unknown>[] = [
        request.pid ? sql`${pidColumn} = ${request.pid}` : sql`(${pidColumn} = '' or ${pidColumn} is null)`,
        ...filters.map((f) => sql`${asText(f.column)} = ${f.value}`),
      ];
      const hasChildSelect = hasChild ? sql`${asText(hasChild)}` : sql`null`;
      const { rows } = await sql<{ key: string | null; title: string | null; has_child: string | null }>`
        select ${asText(request.code)} as key, ${asText(request.text)} as title, ${hasChildSelect} as has_child
        from ${sql.table(request.tableName)}
        where ${sql.join(conditions, sql` and `)}
        order by ${asText(request.code)} limit ${MAX_TABLE_DICT_ROWS}`.execute(db);
      return rows.map((r) => ({
        key: r.key ?? "",
        title: r.title ?? "",
        value: r.key ?? "",
        code: null,
        parentId: request.pid ?? null,
        icon: null,
        // JeecgBoot: with converIsLeafVal=1 a node is a leaf unless its has-child column is "1"; with 0 the
        // column is the leaf flag itself. Without the column no node is a leaf.
        leaf: hasChild ? (request.converIsLeafVal === 1 ? r.has_child !== "1" : r.has_child === "1") : false,
        children: null,
      }));
    },

    async addDict(input, username) {
      const code = input.dictCode?.trim();
      if (!code) throw new BusinessError("字典编码不能为空");
      await assertDictCodeFree(db, code, undefined);
      await db
        .insertInto("sys_dict")
        .values({
          id: newId(),
          dict_name: input.dictName ?? null,
          dict_code: code,
          description: input.description ?? null,
          type: input.type ?? 0,
          del_flag: 0,
          tenant_id: 0,
          create_by: username,
          create_time: clock(),
        })
        .execute();
    },

    async editDict(id, input, username) {
      const row = await db.selectFrom("sys_dict").select("id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      const code = input.dictCode?.trim();
      if (input.dictCode !== undefined && !code) throw new BusinessError("字典编码不能为空");
      if (code) await assertDictCodeFree(db, code, id);
      await db
        .updateTable("sys_dict")
        .set({
          ...(input.dictName !== undefined && { dict_name: input.dictName }),
          ...(code && { dict_code: code }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.type !== undefined && { type: input.type ?? 0 }),
          update_by: username,
          update_time: clock(),
        })
        .where("id", "=", id)
        .execute();
      return true;
    },

    async removeDicts(ids, username) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable("sys_dict")
        .set({ del_flag: 1, update_by: username, update_time: clock() })
        .where("id", "in", ids)
        .where("del_flag", "=", 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    deletedDicts() {
      return db
        .selectFrom("sys_dict")
        .selectAll()
        .where("del_flag", "=", 1)
        .orderBy("update_time", "desc")
        .execute();
    },

    async deleteDictPhysically(id) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("sys_dict_item").where("dict_id", "=", id).execute();
        await trx.deleteFrom("sys_dict").where("id", "=", id).execute();
      });
    },

    async restoreDict(id, username) {
      await db
        .updateTable("sys_dict")
        .set({ del_flag: 0, update_by: username, update_time: clock() })
        .where("id", "=", id)
        .execute();
    },

    async addItem(input, username) {
      if (!input.dictId) throw new BusinessError("字典ID不能为空");
      if (!input.itemText) throw new BusinessError("字典项名称不能为空");
      if (input.itemValue === undefined || input.itemValue === "")
        throw new BusinessError("字典项值不能为空");
      const dict = await db
        .selectFrom("sys_dict")
        .select("id")
        .where("id", "=", input.dictId)
        .executeTakeFirst();
      if (!dict) throw new BusinessError("未找到对应的字典");
      await db
        .insertInto("sys_dict_item")
        .values({
          id: newId(),
          dict_id: input.dictId,
          item_text: input.itemText,
          item_value: input.itemValue,
          description: input.description ?? null,
          sort_order: input.sortOrder ?? 1,
          status: input.status ?? 1,
          item_color: input.itemColor ?? null,
          create_by: username,
          create_time: clock(),
        })
        .execute();
    },

    async editItem(id, input, username) {
      const row = await db.selectFrom("sys_dict_item").select("id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      if (input.itemText === "") throw new BusinessError("字典项名称不能为空");
      if (input.itemValue === "") throw new BusinessError("字典项值不能为空");
      await db
        .updateTable("sys_dict_item")
        .set({
          ...(input.itemText !== undefined && { item_text: input.itemText }),
          ...(input.itemValue !== undefined && { item_value: input.itemValue }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.sortOrder !== undefined && { sort_order: input.sortOrder }),
          ...(input.status !== undefined && { status: input.status }),
          ...(input.itemColor !== undefined && { item_color: input.itemColor }),
          update_by: username,
          update_time: clock(),
        })
        .where("id", "=", id)
        .execute();
      return true;
    },

    async removeItems(ids) {
      if (ids.length === 0) return 0;
      const result = await db.deleteFrom("sys_dict_item").where("id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async itemValueTaken(dictId, itemValue, exceptId) {
      let query = db
        .selectFrom("sys_dict_item")
        .select("id")
        .where("dict_id", "=", dictId)
        .where("item_value", "=", itemValue);
      if (exceptId) query = query.where("id", "<>", exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}

/** An allow-listed column read as text, so keys of any type compare with text parameters. */
function asText(column: string): RawBuilder<string> {
  return sql<string>`cast(${sql.ref(column)} as varchar)`;
}

async function assertDictCodeFree(db: Kysely<Database>, code: string, exceptId: string | undefined) {
  let query = db.selectFrom("sys_dict").select("id").where("dict_code", "=", code);
  if (exceptId) query = query.where("id", "<>", exceptId);
  if (await query.executeTakeFirst()) throw new BusinessError("字典编码已存在，请更换");
}
