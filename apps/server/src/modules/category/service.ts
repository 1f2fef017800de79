import type { TreeSelectModel } from "@kanya/client";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";
import { type DictModel, toDictModel } from "../../wire/dict-model";
import type { SysCategoryRow } from "../../wire/sys-category";
import { type DictFilter, parseTreeCondition, toColumnName } from "../dict/dict-tables";
import { nextCategoryCode } from "./category-code";

/** The `pid` of root categories. */
export const ROOT_PID = "0";
const HAS_CHILD = "1";
const NO_CHILD = "0";
/** Columns `loadOne?field=` may name. */
const LOAD_ONE_FIELDS = ["id", "pid", "name", "code"] as const;

export interface CategoryInput {
  pid?: string;
  name?: string;
  code?: string | null;
}

export type CategoryService = ReturnType<typeof createCategoryService>;

export function createCategoryService(db: Kysely<Database>, clock: () => Date) {
  const findById = (id: string) =>
    db.selectFrom("sys_category").selectAll().where("id", "=", id).executeTakeFirst();

  async function childrenOf(pid: string, filters: readonly DictFilter[] = []): Promise<TreeSelectModel[]> {
    let query = db.selectFrom("sys_category").selectAll().where("pid", "=", pid);
    for (const filter of filters) {
      query = query.where(sql<string>`cast(${sql.ref(filter.column)} as varchar)`, "=", filter.value);
    }
    const rows = await query.orderBy("code").orderBy("id").execute();
    return rows.map(toTreeNode);
  }

  async function withDescendants(nodes: TreeSelectModel[], depth = 0): Promise<void> {
    if (depth > 20) return;
    for (const node of nodes) {
      if (node.leaf) continue;
      const children = await childrenOf(node.key);
      if (children.length > 0) {
        node.children = children;
        await withDescendants(children, depth + 1);
      }
    }
  }

  /** The root id a `pcode` names: "0"/empty → the roots; otherwise the category of that code. */
  async function pidOfCode(pcode: string | undefined): Promise<string> {
    if (!pcode || pcode === ROOT_PID) return ROOT_PID;
    const rows = await db
      .selectFrom("sys_category")
      .select("id")
      .where("code", "=", pcode)
      .limit(2)
      .execute();
    if (rows.length === 0) throw new BusinessError(`该编码【${pcode}】不存在，请核实!`);
    if (rows.length > 1) throw new BusinessError(`该编码【${pcode}】存在多个，请核实!`);
    return rows[0]?.id ?? ROOT_PID;
  }

  /** A child code must extend its parent's code; a new code is unique. */
  async function checkedCode(
    pid: string,
    code: string | null | undefined,
    exceptId?: string,
  ): Promise<string> {
    const parentCode = pid === ROOT_PID ? "" : ((await findById(pid))?.code ?? "");
    if (!code) {
      const siblings = await db
        .selectFrom("sys_category")
        .select("code")
        .where("pid", "=", pid)
        .where((eb) => eb.fn("length", ["code"]), "=", parentCode.length + 3)
        .where("code", "like", `${parentCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        .orderBy("code", "desc")
        .limit(1)
        .executeTakeFirst();
      return nextCategoryCode(parentCode, siblings?.code ?? undefined);
    }
    if (!code.startsWith(parentCode)) throw new BusinessError(`编码不符合规范,须以"${parentCode}"开头!`);
    let clash = db.selectFrom("sys_category").select("id").where("code", "=", code);
    if (exceptId) clash = clash.where("id", "<>", exceptId);
    if (await clash.executeTakeFirst()) throw new BusinessError("分类编码已存在");
    return code;
  }

  async function refreshHasChild(pid: string): Promise<void> {
    if (pid === ROOT_PID) return;
    const child = await db
      .selectFrom("sys_category")
      .select("id")
      .where("pid", "=", pid)
      .limit(1)
      .executeTakeFirst();
    await db
      .updateTable("sys_category")
      .set({ has_child: child ? HAS_CHILD : NO_CHILD })
      .where("id", "=", pid)
      .execute();
  }

  return {
    findById,

    async add(input: CategoryInput, username: string): Promise<void> {
      const name = input.name?.trim();
      if (!name) throw new BusinessError("分类名称不能为空");
      const pid = input.pid?.trim() || ROOT_PID;
      if (pid !== ROOT_PID && !(await findById(pid))) throw new BusinessError("父级节点不存在");
      const code = await checkedCode(pid, input.code);
      await db
        .insertInto("sys_category")
        .values({
          id: newId(),
          pid,
          name,
          code,
          has_child: NO_CHILD,
          tenant_id: 0,
          create_by: username,
          create_time: clock(),
        })
        .execute();
      if (pid !== ROOT_PID) {
        await db.updateTable("sys_category").set({ has_child: HAS_CHILD }).where("id", "=", pid).execute();
      }
    },

    async edit(id: string, input: CategoryInput, username: string): Promise<boolean> {
      const row = await findById(id);
      if (!row) return false;
      const pid = input.pid === undefined ? row.pid : input.pid.trim() || ROOT_PID;
      if (pid !== row.pid) {
        if (pid === id || (await descendantIds(db, id)).includes(pid))
          throw new BusinessError("父级节点不能是自己或下级节点");
        if (pid !== ROOT_PID && !(await findById(pid))) throw new BusinessError("父级节点不存在");
      }
      const code =
        input.code !== undefined || pid !== row.pid
          ? await checkedCode(pid, input.code ?? row.code, id)
          : row.code;
      const name = input.name === undefined ? row.name : input.name.trim();
      if (!name) throw new BusinessError("分类名称不能为空");
      await db
        .updateTable("sys_category")
        .set({ pid, name, code, update_by: username, update_time: clock() })
        .where("id", "=", id)
        .execute();
      if (pid !== row.pid) {
        await refreshHasChild(row.pid);
        await refreshHasChild(pid);
      }
      return true;
    },

    /** Deletes the categories with all their descendants; returns how many rows went. */
    async remove(ids: readonly string[]): Promise<number> {
      let removed = 0;
      for (const id of ids) {
        const row = await findById(id);
        if (!row) continue;
        const doomed = [id, ...(await descendantIds(db, id))];
        const result = await db.deleteFrom("sys_category").where("id", "in", doomed).executeTakeFirst();
        removed += Number(result.numDeletedRows);
        await refreshHasChild(row.pid);
      }
      return removed;
    },

    childrenOf,

    async treeRoot(pcode: string | undefined, async: boolean): Promise<TreeSelectModel[]> {
      const nodes = await childrenOf(await pidOfCode(pcode));
      if (!async) await withDescendants(nodes);
      return nodes;
    },

    /** `loadTreeData`: children of `pid`, or of the category `pcode` names, with an optional condition. */
    async treeData(pid: string | undefined, pcode: string | undefined, condition: string | undefined) {
      let parent = pid;
      if (!parent) {
        if (!pcode) throw new BusinessError("加载分类字典树参数有误.[null]!");
        parent =
          pcode === ROOT_PID
            ? ROOT_PID
            : (await db.selectFrom("sys_category").select("id").where("code", "=", pcode).executeTakeFirst())
                ?.id;
        if (!parent) throw new BusinessError("加载分类字典树参数有误.[code]!");
      }
      return childrenOf(parent, parseTreeCondition("sys_category", condition));
    },

    async loadOne(field: string, value: string): Promise<SysCategoryRow> {
      const column = toColumnName(field);
      if (!(LOAD_ONE_FIELDS as readonly string[]).includes(column))
        throw new BusinessError("字段无效，请检查!");
      const rows = await db
        .selectFrom("sys_category")
        .selectAll()
        .where(sql.ref(column), "=", value)
        .limit(2)
        .execute();
      if (rows.length === 0) throw new BusinessError("查询无果");
      if (rows.length > 1) throw new BusinessError(`查询数据异常,[${field}]存在多个值:${value}`);
      return rows[0] as SysCategoryRow;
    },

    async names(ids: readonly string[], delNotExist: boolean): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom("sys_category")
        .select(["id", "name"])
        .where("id", "in", ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r.name ?? ""]));
      return ids.flatMap((id) => {
        const name = byId.get(id);
        if (name !== undefined) return [name];
        return delNotExist ? [] : [id];
      });
    },

    /** `loadAllData?code`: every category whose code starts with `code` ("0" = all) as {value: id, text: name}. */
    async allData(code: string): Promise<DictModel[]> {
      let query = db.selectFrom("sys_category").select(["id", "name"]);
      if (code !== ROOT_PID)
        query = query.where("code", "like", `${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const rows = await query.orderBy("code").limit(10_000).execute();
      if (rows.length === 0) throw new BusinessError("无数据,参数有误.[code]");
      return rows.map((r) => toDictModel(r.id, r.name ?? "", null));
    },

    /** `checkCode`: a child's code must start with its parent's. */
    async checkCode(pid: string | undefined, code: string | undefined): Promise<void> {
      if (!code) throw new BusinessError("错误,类型编码为空!");
      if (!pid) return;
      const parent = await findById(pid);
      if (!parent) throw new BusinessError("父级节点不存在");
      if (!code.startsWith(parent.code ?? ""))
        throw new BusinessError(`编码不符合规范,须以"${parent.code}"开头!`);
    },
  };
}

function toTreeNode(row: SysCategoryRow): TreeSelectModel {
  return {
    key: row.id,
    title: row.name ?? "",
    value: row.id,
    code: row.code,
    parentId: row.pid,
    icon: null,
    leaf: row.has_child !== HAS_CHILD,
    children: null,
  };
}

/** Every category below `id`. */
async function descendantIds(db: Kysely<Database>, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive below(id, depth) as (
      select id, 1 from sys_category where pid = ${id}
      union all
      select c.id, b.depth + 1 from sys_category c join below b on c.pid = b.id where b.depth < 50
    )
    select id from below`.execute(db);
  return rows.map((r) => r.id);
}
