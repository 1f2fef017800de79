import type { Insertable, Kysely, Transaction, Updateable } from "kysely";
import type { Database, SysPermissionRow, SysPermissionTable } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";
import {
  nestPermissionRows,
  type SysPermissionTreeJson,
  type TreeModelJson,
  toSysPermissionTree,
  toTreeModel,
} from "../../wire/sys-permission";
import { flagField, intField, numberField, textField } from "./input";
import { MENU_TYPE_BUTTON, MENU_TYPE_SUB, MENU_TYPE_TOP } from "./menu-tree";

export const MSG_MENU_NOT_FOUND = "未找到菜单信息";

/** The menu editor's side of sys_permission (JeecgBoot's SysPermissionController and its service). */
export interface MenuAdmin {
  /** `list?name=`: the whole tree, or with a name a flat list of matches (all marked leaves). */
  tree(name?: string): Promise<SysPermissionTreeJson[]>;
  /** `getSystemMenuList`: the top-level menus. */
  topMenus(): Promise<SysPermissionTreeJson[]>;
  /** `getSystemSubmenu`: the direct children of one row. */
  children(parentId: string): Promise<SysPermissionTreeJson[]>;
  /** `getSystemSubmenuBatch`: direct children of several rows, keyed by parent id (parents without any are absent). */
  childrenByParent(parentIds: readonly string[]): Promise<Record<string, SysPermissionTreeJson[]>>;
  /** `queryTreeList`: every row as a TreeModel tree plus every id (the authorisation tree). */
  treeModels(options?: { ruleSlot?: boolean }): Promise<{ treeList: TreeModelJson[]; ids: string[] }>;
  /** `queryTreeListForDeptRole`: the department's granted rows as an authorisation tree, plus their ids. */
  departTreeModels(departId: string): Promise<{ treeList: TreeModelJson[]; ids: string[] }>;
  /** `queryListAsync?pid`: one level of TreeModels (roots without pid). */
  treeModelLevel(parentId: string | undefined): Promise<TreeModelJson[]>;
  add(body: Record<string, unknown>, username: string): Promise<void>;
  edit(body: Record<string, unknown>, username: string): Promise<void>;
  /** Deletes a row with every descendant, and their grants and data rules. */
  remove(id: string): Promise<void>;
  removeMany(ids: readonly string[]): Promise<void>;
}

const NOT_DELETED = 0;

export function createMenuAdmin(db: Kysely<Database>): MenuAdmin {
  const allRows = () =>
    db
      .selectFrom("sys_permission")
      .selectAll()
      .where("del_flag", "=", NOT_DELETED)
      .orderBy("sort_no", (ob) => ob.asc().nullsLast())
      .orderBy("id")
      .execute();

  const childRows = (parentIds: readonly string[]) =>
    parentIds.length === 0
      ? Promise.resolve([] as SysPermissionRow[])
      : db
          .selectFrom("sys_permission")
          .selectAll()
          .where("parent_id", "in", parentIds)
          .where("del_flag", "=", NOT_DELETED)
          .orderBy("sort_no", (ob) => ob.asc().nullsLast())
          .orderBy("id")
          .execute();

  return {
    async tree(name) {
      if (name) {
        const rows = await db
          .selectFrom("sys_permission")
          .selectAll()
          .where("del_flag", "=", NOT_DELETED)
          .where("name", "like", `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
          .orderBy("sort_no", (ob) => ob.asc().nullsLast())
          .orderBy("id")
          .execute();
        return rows.map((row) => toSysPermissionTree(row, true));
      }
      return nestPermissionRows(await allRows(), (row) => toSysPermissionTree(row));
    },

    async topMenus() {
      const rows = await db
        .selectFrom("sys_permission")
        .selectAll()
        .where("menu_type", "=", MENU_TYPE_TOP)
        .where("del_flag", "=", NOT_DELETED)
        .orderBy("sort_no", (ob) => ob.asc().nullsLast())
        .orderBy("id")
        .execute();
      return rows.map((row) => toSysPermissionTree(row));
    },

    async children(parentId) {
      return (await childRows([parentId])).map((row) => toSysPermissionTree(row));
    },

    async childrenByParent(parentIds) {
      const grouped: Record<string, SysPermissionTreeJson[]> = {};
      for (const row of await childRows(parentIds)) {
        const pid = row.parent_id ?? "";
        grouped[pid] ??= [];
        grouped[pid].push(toSysPermissionTree(row));
      }
      return grouped;
    },

    async treeModels(options = {}) {
      const rows = await allRows();
      return {
        treeList: nestPermissionRows(rows, (row) => toTreeModel(row, options)),
        ids: rows.map((row) => row.id),
      };
    },

    async departTreeModels(departId) {
      const rows = await db
        .selectFrom("sys_permission")
        .selectAll()
        .where("del_flag", "=", NOT_DELETED)
        .where("id", "in", (eb) =>
          eb.selectFrom("sys_depart_permission").select("permission_id").where("depart_id", "=", departId),
        )
        .orderBy("sort_no", (ob) => ob.asc().nullsLast())
        .orderBy("id")
        .execute();
      return {
        treeList: nestPermissionRows(rows, (row) => toTreeModel(row, { ruleSlot: true })),
        ids: rows.map((row) => row.id),
      };
    },

    async treeModelLevel(parentId) {
      let query = db
        .selectFrom("sys_permission")
        .selectAll()
        .where("del_flag", "=", NOT_DELETED)
        .orderBy("sort_no", (ob) => ob.asc().nullsLast())
        .orderBy("id");
      query = parentId
        ? query.where("parent_id", "=", parentId)
        : query.where((eb) => eb.or([eb("parent_id", "is", null), eb("parent_id", "=", "")]));
      return (await query.execute()).map((row) => toTreeModel(row));
    },

    async add(body, username) {
      const values = readPermissionBody(body);
      requireMenuShape(values);
      await db.transaction().execute(async (trx) => {
        if (values.parent_id) {
          await requireParent(trx, values.parent_id);
          await trx
            .updateTable("sys_permission")
            .set({ is_leaf: 0 })
            .where("id", "=", values.parent_id)
            .execute();
        }
        await trx
          .insertInto("sys_permission")
          .values({
            ...defaultsForNewRow(),
            ...values,
            id: newId(),
            is_leaf: 1,
            del_flag: NOT_DELETED,
            rule_flag: 0,
            create_by: username,
            create_time: new Date(),
          })
          .execute();
      });
    },

    async edit(body, username) {
      const id = typeof body.id === "string" ? body.id.trim() : "";
      if (!id) throw new BusinessError(MSG_MENU_NOT_FOUND);
      const values = readPermissionBody(body);
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("sys_permission")
          .selectAll()
          .where("id", "=", id)
          .where("del_flag", "=", NOT_DELETED)
          .executeTakeFirst();
        if (!current) throw new BusinessError(MSG_MENU_NOT_FOUND);
        const merged = { ...current, ...values };
        requireMenuShape(merged);
        const newParent = merged.parent_id || null;
        if (newParent) {
          await requireParent(trx, newParent);
          if (await isSelfOrDescendant(trx, id, newParent)) {
            throw new BusinessError("上级菜单不能是当前菜单或其下级菜单");
          }
        }
        const childCount = await countChildren(trx, id);
        await trx
          .updateTable("sys_permission")
          .set({
            ...values,
            parent_id: newParent,
            // A row without children is a leaf; one with children never is (JeecgBoot's editPermission).
            is_leaf: childCount === 0 ? 1 : 0,
            update_by: username,
            update_time: new Date(),
          })
          .where("id", "=", id)
          .execute();
        const oldParent = current.parent_id || null;
        if (newParent !== oldParent) {
          if (newParent) {
            await trx.updateTable("sys_permission").set({ is_leaf: 0 }).where("id", "=", newParent).execute();
          }
          if (oldParent && (await countChildren(trx, oldParent)) === 0) {
            await trx.updateTable("sys_permission").set({ is_leaf: 1 }).where("id", "=", oldParent).execute();
          }
        }
      });
    },

    async remove(id) {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteWithDescendants(trx, id))) throw new BusinessError(MSG_MENU_NOT_FOUND);
      });
    },

    async removeMany(ids) {
      // JeecgBoot skips ids it cannot find and deletes the rest.
      await db.transaction().execute(async (trx) => {
        for (const id of ids) await deleteWithDescendants(trx, id);
      });
    },
  };
}

type PermissionValues = Updateable<SysPermissionTable>;

/** The writable fields of a permission body (JeecgBoot's SysPermission JSON), type-checked. */
function readPermissionBody(body: Record<string, unknown>): PermissionValues {
  const values: PermissionValues = {};
  const text = (field: string, column: keyof SysPermissionTable, max: number, label: string) => {
    const value = textField(body, field, max, label);
    if (value !== undefined) (values as Record<string, unknown>)[column] = value;
  };
  const flag = (field: string, column: keyof SysPermissionTable, label: string) => {
    const value = flagField(body, field, label);
    if (value !== undefined) (values as Record<string, unknown>)[column] = value ? 1 : 0;
  };
  text("parentId", "parent_id", 32, "上级菜单");
  text("name", "name", 255, "菜单名称");
  text("url", "url", 255, "菜单路径");
  text("component", "component", 255, "前端组件");
  text("componentName", "component_name", 255, "组件名称");
  text("redirect", "redirect", 255, "默认跳转地址");
  text("perms", "perms", 255, "授权标识");
  text("permsType", "perms_type", 10, "授权策略");
  text("icon", "icon", 255, "菜单图标");
  text("description", "description", 255, "描述");
  text("status", "status", 2, "状态");
  flag("alwaysShow", "always_show", "聚合路由");
  flag("route", "is_route", "是否路由菜单");
  flag("keepAlive", "keep_alive", "缓存路由");
  flag("hidden", "hidden", "隐藏路由");
  flag("hideTab", "hide_tab", "隐藏Tab");
  flag("internalOrExternal", "internal_or_external", "打开方式");
  const menuType = intField(body, "menuType", "菜单类型");
  if (menuType !== undefined) values.menu_type = menuType;
  const sortNo = numberField(body, "sortNo", "排序");
  if (sortNo !== undefined) values.sort_no = sortNo;
  return normalizePaths(values);
}

/**
 * JeecgBoot's PermissionDataUtil.intelligentProcessData: a component loses a leading `/`, `views/`,
 * `src/views/` and a `.vue` suffix; a relative url gets a leading `/`; a top-level menu defaults to
 * `layouts/RouteView` and has no parent.
 */
function normalizePaths(values: PermissionValues): PermissionValues {
  if (typeof values.component === "string" && values.component) {
    let component = values.component.trim().replace(/^\//, "");
    component = component.replace(/^src\/views\//, "").replace(/^views\//, "");
    values.component = component.replace(/\.vue$/, "");
  }
  if (typeof values.url === "string" && values.url) {
    let url = values.url.trim().replace(/\.vue$/, "");
    if (!url.startsWith("http") && !url.startsWith("/") && !url.startsWith("{{")) url = `/${url}`;
    values.url = url;
  }
  if (values.menu_type === MENU_TYPE_TOP) {
    values.parent_id = null;
    if (!values.component) values.component = "layouts/RouteView";
  }
  return values;
}

function requireMenuShape(values: PermissionValues): void {
  if (!values.name?.trim()) throw new BusinessError("请输入菜单名称");
  const type = values.menu_type;
  if (type !== MENU_TYPE_TOP && type !== MENU_TYPE_SUB && type !== MENU_TYPE_BUTTON) {
    throw new BusinessError("菜单类型只能是 0（一级菜单）、1（子菜单）或 2（按钮权限）");
  }
  if (type !== MENU_TYPE_TOP && !values.parent_id) throw new BusinessError("请选择上级菜单");
  if (type !== MENU_TYPE_BUTTON && !values.url?.trim()) throw new BusinessError("请输入菜单路径");
}

function defaultsForNewRow(): Insertable<SysPermissionTable> {
  return {
    id: "",
    perms_type: "1",
    is_route: 1,
    keep_alive: 0,
    hidden: 0,
    hide_tab: 0,
    always_show: 0,
    internal_or_external: 0,
    status: "1",
  };
}

async function requireParent(trx: Transaction<Database>, parentId: string): Promise<void> {
  const parent = await trx
    .selectFrom("sys_permission")
    .select(["id", "menu_type"])
    .where("id", "=", parentId)
    .where("del_flag", "=", NOT_DELETED)
    .executeTakeFirst();
  if (!parent) throw new BusinessError("上级菜单不存在");
}

async function countChildren(trx: Transaction<Database>, id: string): Promise<number> {
  const { count } = await trx
    .selectFrom("sys_permission")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("parent_id", "=", id)
    .where("del_flag", "=", NOT_DELETED)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function isSelfOrDescendant(trx: Transaction<Database>, rootId: string, candidate: string) {
  return (await descendantIds(trx, rootId)).includes(candidate);
}

/** The row and every row below it (breadth first). */
async function descendantIds(trx: Transaction<Database>, rootId: string): Promise<string[]> {
  const all = [rootId];
  let frontier = [rootId];
  while (frontier.length > 0) {
    const rows = await trx
      .selectFrom("sys_permission")
      .select("id")
      .where("parent_id", "in", frontier)
      .execute();
    frontier = rows.map((r) => r.id).filter((id) => !all.includes(id));
    all.push(...frontier);
  }
  return all;
}

/** JeecgBoot's deletePermission: the row, its descendants, and every grant and data rule on them. */
async function deleteWithDescendants(trx: Transaction<Database>, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom("sys_permission")
    .select(["id", "parent_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return false;
  const ids = await descendantIds(trx, id);
  await trx.deleteFrom("sys_permission_data_rule").where("permission_id", "in", ids).execute();
  await trx.deleteFrom("sys_role_permission").where("permission_id", "in", ids).execute();
  await trx.deleteFrom("sys_depart_permission").where("permission_id", "in", ids).execute();
  await trx.deleteFrom("sys_depart_role_permission").where("permission_id", "in", ids).execute();
  await trx.deleteFrom("sys_permission").where("id", "in", ids).execute();
  if (row.parent_id && (await countChildren(trx, row.parent_id)) === 0) {
    await trx.updateTable("sys_permission").set({ is_leaf: 1 }).where("id", "=", row.parent_id).execute();
  }
  return true;
}
