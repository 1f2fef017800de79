import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { Database, SysDepartRow, SysDepartTable } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";
import { type SysDepartJson, toSysDepartJson } from "../../wire/sys-depart";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { containsPattern, intField, textField } from "../permission/input";
import { nextOrgCode, ORG_CODE_SEGMENT, orgLevel } from "./org-code";
import {
  buildDepartTree,
  type DepartIdJson,
  type DepartKeyField,
  type SysDepartTreeJson,
  toDepartIdTree,
  toDepartTreeNode,
} from "./tree";

export const MSG_DEPART_NOT_FOUND = "未找到对应实体";
/** Serialises org-code generation: two concurrent adds under one parent must not pick the same code. */
const ORG_CODE_LOCK = 20241205;

/**
 * Departments (JeecgBoot's SysDepartController and service). Every call takes the request's tenant:
 * only departments of that tenant are seen or changed (tenant 0 when the request names none).
 */
export interface DepartAdmin {
  tree(tenantId: number, ids?: readonly string[]): Promise<SysDepartTreeJson[]>;
  level(
    tenantId: number,
    options: { parentId?: string; ids?: readonly string[]; keyField?: DepartKeyField },
  ): Promise<SysDepartTreeJson[]>;
  idTree(tenantId: number): Promise<DepartIdJson[]>;
  search(
    tenantId: number,
    keyWord: string,
    myDepartIds: readonly string[] | null,
  ): Promise<SysDepartTreeJson[]>;
  myTree(
    tenantId: number,
    myDepartIds: readonly string[],
    keyField?: DepartKeyField,
  ): Promise<SysDepartTreeJson[]>;
  parentIds(
    tenantId: number,
    field: "id" | "org_code",
    values: readonly string[],
  ): Promise<Record<string, { parentIds: string[]; parentMap: Record<string, SysDepartJson> }>>;
  users(tenantId: number, departId: string): Promise<SysUserJson[]>;
  byIds(tenantId: number, ids: readonly string[]): Promise<SysDepartJson[]>;
  list(tenantId: number, name?: string): Promise<SysDepartJson[]>;
  add(tenantId: number, body: Record<string, unknown>, username: string): Promise<SysDepartJson>;
  edit(tenantId: number, body: Record<string, unknown>, username: string): Promise<void>;
  /** Deletes the department, its sub-departments and everything hanging on them (JeecgBoot's delete). */
  remove(tenantId: number, ids: readonly string[]): Promise<number>;
  /** The department when it belongs to the tenant. */
  find(tenantId: number, id: string): Promise<SysDepartRow | undefined>;
}

export function createDepartAdmin(db: Kysely<Database>): DepartAdmin {
  const ofTenant = (tenantId: number) =>
    db
      .selectFrom("sys_depart")
      .selectAll()
      .where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId)
      .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", "0")]));

  const ordered = <Q extends ReturnType<typeof ofTenant>>(query: Q) =>
    query.orderBy("depart_order", (ob) => ob.asc().nullsLast()).orderBy("org_code");

  /** The departments under the given org codes (the codes themselves included). */
  const underCodes = async (tenantId: number, codes: readonly string[]) => {
    if (codes.length === 0) return [];
    const query = ofTenant(tenantId).where((eb) =>
      eb.or(codes.map((code) => eb("org_code", "like", `${code.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`))),
    );
    return ordered(query).execute();
  };

  /** Org codes of my departments, dropping those already under another of them. */
  const myRootCodes = async (tenantId: number, departIds: readonly string[]) => {
    if (departIds.length === 0) return [];
    const rows = await ofTenant(tenantId).where("id", "in", departIds).execute();
    const codes = rows.map((r) => r.org_code).sort();
    return codes.filter((code) => !codes.some((other) => other !== code && code.startsWith(other)));
  };

  return {
    async tree(tenantId, ids) {
      if (ids && ids.length > 0) {
        // JeecgBoot: with ids, a flat list of those departments as tree nodes.
        const rows = await ordered(ofTenant(tenantId).where("id", "in", ids)).execute();
        return rows.map((row) => toDepartTreeNode(row));
      }
      return buildDepartTree(await ordered(ofTenant(tenantId)).execute());
    },

    async level(tenantId, { parentId, ids, keyField }) {
      let query = ofTenant(tenantId);
      if (ids && ids.length > 0) {
        query = query.where(keyField === "orgCode" ? "org_code" : "id", "in", ids);
      } else if (parentId) {
        query = query.where("parent_id", "=", parentId);
      } else {
        query = query.where((eb) => eb.or([eb("parent_id", "is", null), eb("parent_id", "=", "")]));
      }
      return (await ordered(query).execute()).map((row) => toDepartTreeNode(row, { keyField }));
    },

    async idTree(tenantId) {
      return toDepartIdTree(buildDepartTree(await ordered(ofTenant(tenantId)).execute()));
    },

    async search(tenantId, keyWord, myDepartIds) {
      let rows: SysDepartRow[];
      if (myDepartIds) {
        const mine = await underCodes(tenantId, await myRootCodes(tenantId, myDepartIds));
        const needle = keyWord.toLowerCase();
        rows = mine.filter((row) => row.depart_name.toLowerCase().includes(needle));
      } else {
        rows = await ordered(
          ofTenant(tenantId).where("depart_name", "like", containsPattern(keyWord)),
        ).execute();
      }
      return rows.map((row) => toDepartTreeNode(row, { children: null }));
    },

    async myTree(tenantId, myDepartIds, keyField) {
      const codes = await myRootCodes(tenantId, myDepartIds);
      const rows = await underCodes(tenantId, codes);
      const rootIds = new Set(rows.filter((r) => codes.includes(r.org_code)).map((r) => r.id));
      return buildDepartTree(rows, { keyField, rootIds });
    },

    async parentIds(tenantId, field, values) {
      const all = await ofTenant(tenantId).execute();
      const byId = new Map(all.map((d) => [d.id, d]));
      const result: Record<string, { parentIds: string[]; parentMap: Record<string, SysDepartJson> }> = {};
      for (const value of values) {
        const entry = { parentIds: [] as string[], parentMap: {} as Record<string, SysDepartJson> };
        let current = all.find((d) => (field === "id" ? d.id : d.org_code) === value);
        const visited = new Set<string>();
        while (current && !visited.has(current.id)) {
          visited.add(current.id);
          entry.parentIds.unshift(current.id);
          entry.parentMap[current.id] = toSysDepartJson(current);
          current = current.parent_id ? byId.get(current.parent_id) : undefined;
        }
        result[value] = entry;
      }
      return result;
    },

    async users(tenantId, departId) {
      const depart = await ofTenant(tenantId).where("id", "=", departId).executeTakeFirst();
      if (!depart) return [];
      const users = await db
        .selectFrom("sys_user")
        .innerJoin("sys_user_depart", "sys_user_depart.user_id", "sys_user.id")
        .selectAll("sys_user")
        .where("sys_user_depart.dep_id", "=", departId)
        .where((eb) => eb.or([eb("sys_user.del_flag", "is", null), eb("sys_user.del_flag", "=", 0)]))
        .orderBy("sys_user.username")
        .execute();
      return users.map((user) => toSysUserJson(user));
    },

    async byIds(tenantId, ids) {
      if (ids.length === 0) return [];
      return (await ordered(ofTenant(tenantId).where("id", "in", ids)).execute()).map(toSysDepartJson);
    },

    async list(tenantId, name) {
      const query = name
        ? ofTenant(tenantId).where("depart_name", "like", containsPattern(name))
        : ofTenant(tenantId);
      return (await ordered(query).execute()).map(toSysDepartJson);
    },

    async add(tenantId, body, username) {
      const values = readDepartBody(body);
      if (!values.depart_name?.trim()) throw new BusinessError("请输入机构名称");
      const parentId = textField(body, "parentId", 32, "上级部门")?.trim() || "";
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${ORG_CODE_LOCK})`.execute(trx);
        let parentCode = "";
        if (parentId) {
          const parent = await trx
            .selectFrom("sys_depart")
            .selectAll()
            .where("id", "=", parentId)
            .where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId)
            .executeTakeFirst();
          if (!parent) throw new BusinessError("上级部门不存在");
          parentCode = parent.org_code;
        }
        const orgCode = await generateOrgCode(trx, parentCode);
        const row = {
          depart_order: 0,
          ...values,
          depart_name: values.depart_name?.trim() ?? "",
          id: newId(),
          parent_id: parentId,
          org_code: orgCode,
          org_type: String(orgLevel(orgCode)),
          // JeecgBoot's default: a company at the root, a department below.
          org_category: values.org_category || (parentId ? "2" : "1"),
          status: values.status ?? "1",
          del_flag: "0",
          iz_leaf: 1,
          tenant_id: tenantId,
          create_by: username,
          create_time: new Date(),
        };
        await trx.insertInto("sys_depart").values(row).execute();
        if (parentId)
          await trx.updateTable("sys_depart").set({ iz_leaf: 0 }).where("id", "=", parentId).execute();
        const saved = await trx
          .selectFrom("sys_depart")
          .selectAll()
          .where("id", "=", row.id)
          .executeTakeFirstOrThrow();
        return toSysDepartJson(saved);
      });
    },

    async edit(tenantId, body, username) {
      const id = textField(body, "id", 32, "id")?.trim();
      const values = readDepartBody(body);
      if (values.depart_name !== undefined && !values.depart_name?.trim())
        throw new BusinessError("请输入机构名称");
      const current = id ? await ofTenant(tenantId).where("id", "=", id).executeTakeFirst() : undefined;
      if (!current) throw new BusinessError(MSG_DEPART_NOT_FOUND);
      // The place in the tree (parent, org code, level) is fixed once created: other rows' codes hang on it.
      await db
        .updateTable("sys_depart")
        .set({ ...values, update_by: username, update_time: new Date() })
        .where("id", "=", current.id)
        .execute();
    },

    async remove(tenantId, ids) {
      return db.transaction().execute(async (trx) => {
        let removed = 0;
        for (const id of ids) removed += await deleteDepartTree(trx, tenantId, id);
        return removed;
      });
    },

    async find(tenantId, id) {
      return ofTenant(tenantId).where("id", "=", id).executeTakeFirst();
    },
  };
}

/** Text fields a department form may set (not its place in the tree). */
function readDepartBody(body: Record<string, unknown>): Updateable<SysDepartTable> {
  const values: Updateable<SysDepartTable> = {};
  const text = (field: string, column: keyof SysDepartTable, max: number, label: string) => {
    const value = textField(body, field, max, label);
    if (value !== undefined) (values as Record<string, unknown>)[column] = value;
  };
  text("departName", "depart_name", 100, "机构名称");
  text("departNameEn", "depart_name_en", 500, "英文名");
  text("departNameAbbr", "depart_name_abbr", 500, "缩写");
  text("description", "description", 500, "描述");
  text("orgCategory", "org_category", 10, "机构类别");
  text("mobile", "mobile", 32, "手机号");
  text("fax", "fax", 32, "传真");
  text("address", "address", 100, "地址");
  text("memo", "memo", 500, "备注");
  text("status", "status", 1, "状态");
  text("qywxIdentifier", "qywx_identifier", 100, "企业微信ID");
  text("dingIdentifier", "ding_identifier", 100, "钉钉ID");
  const order = intField(body, "departOrder", "排序");
  if (order !== undefined) values.depart_order = order;
  if (
    values.org_category !== undefined &&
    values.org_category !== null &&
    !["1", "2", "3"].includes(values.org_category)
  ) {
    throw new BusinessError("机构类别只能是 1（公司）、2（部门）或 3（岗位）");
  }
  if (values.depart_name === null) values.depart_name = "";
  return values;
}

/**
 * The next free code under `parentCode`: after the highest existing code of that level and prefix, in
 * any tenant (org codes are unique system-wide).
 */
async function generateOrgCode(trx: Transaction<Database>, parentCode: string): Promise<string> {
  const siblings = await trx
    .selectFrom("sys_depart")
    .select("org_code")
    .where("org_code", "like", `${parentCode.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    .where(sql<number>`length(org_code)`, "=", parentCode.length + ORG_CODE_SEGMENT)
    .execute();
  const codes = siblings.map((s) => s.org_code).filter((code) => /[A-Z]\d{2}$/.test(code));
  const highest = codes.sort().at(-1);
  const next = nextOrgCode(parentCode, highest);
  if (!next) throw new BusinessError("同级机构编码已用完（最多 Z99），无法再添加");
  return next;
}

/**
 * JeecgBoot's SysDepartServiceImpl.delete: the department and all its sub-departments are removed, with
 * their user links, grants, department roles and those roles' grants and members. Returns how many
 * departments went.
 */
async function deleteDepartTree(trx: Transaction<Database>, tenantId: number, id: string): Promise<number> {
  const depart = await trx
    .selectFrom("sys_depart")
    .select(["id", "parent_id", "org_code"])
    .where("id", "=", id)
    .where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId)
    .executeTakeFirst();
  if (!depart) return 0;
  const ids = [depart.id];
  let frontier = [depart.id];
  while (frontier.length > 0) {
    const children = await trx
      .selectFrom("sys_depart")
      .select("id")
      .where("parent_id", "in", frontier)
      .execute();
    frontier = children.map((c) => c.id).filter((childId) => !ids.includes(childId));
    ids.push(...frontier);
  }
  const roleIds = (
    await trx.selectFrom("sys_depart_role").select("id").where("depart_id", "in", ids).execute()
  ).map((r) => r.id);
  if (roleIds.length > 0) {
    await trx.deleteFrom("sys_depart_role_permission").where("role_id", "in", roleIds).execute();
    await trx.deleteFrom("sys_depart_role_user").where("drole_id", "in", roleIds).execute();
  }
  await trx.deleteFrom("sys_depart_role").where("depart_id", "in", ids).execute();
  await trx.deleteFrom("sys_depart_permission").where("depart_id", "in", ids).execute();
  await trx.deleteFrom("sys_user_depart").where("dep_id", "in", ids).execute();
  await trx.deleteFrom("sys_depart").where("id", "in", ids).execute();
  if (depart.parent_id) {
    const { count } = await trx
      .selectFrom("sys_depart")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("parent_id", "=", depart.parent_id)
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) {
      await trx.updateTable("sys_depart").set({ iz_leaf: 1 }).where("id", "=", depart.parent_id).execute();
    }
  }
  return ids.length;
}
