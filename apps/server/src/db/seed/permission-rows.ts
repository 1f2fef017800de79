import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import { allPermissionCodes } from "../../http/permission-codes";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { Database, SysPermissionTable } from "../schema";
import {
  BUSINESS_ACTION_NAME,
  BUSINESS_BUTTON_MENU,
  BUSINESS_BUTTON_NAME,
  BUSINESS_ENTITY_NAME,
} from "./business-permissions";
import { DENTISTRY_BUTTON_MENU, DENTISTRY_BUTTON_NAME, DENTISTRY_ENTITY_NAME } from "./dentistry-permissions";
import { EVERY_ROLE_GRANTS, grants } from "./grants";
import { legacyButtonRows, MENU_ID, menuRows } from "./menus";
import { ROLE_ID, type RoleCode } from "./roles";

/*
 * Menus and API rights are the same records: every code of the permission-code catalog
 * (src/http/permission-codes.ts) becomes a button row (menu_type 2, perms = code) under the menu of its
 * entity, granted to the administrator. The rows are computed from the catalog, so a code a module adds
 * is seeded without touching this file, and `syncSeedPermissions` brings it into existing databases.
 */

const CREATED = parseGmt8("2019-01-01 00:00:00");

/** Which menu a catalog entity's buttons sit under; unknown entities go under 系统管理. */
const BUTTON_MENU: Readonly<Record<string, string>> = {
  monitor: "performance",
  dashboard: "home",
  user: "user",
  role: "role",
  permission: "permission",
  depart: "depart",
  departRole: "depart",
  position: "position",
  tenant: "tenant",
  dict: "dict",
  dictItem: "dict",
  category: "category",
  announcement: "announcement",
  message: "sysMessage",
  messageTemplate: "messageTemplate",
  checkRule: "checkRule",
  fillRule: "fillRule",
  dataSource: "dataSource",
  gatewayRoute: "gatewayRoute",
  quartzJob: "quartzJob",
  log: "log",
  sysLog: "log",
  online: "online",
  onlineReport: "reportDesigner",
  dataLog: "dataLog",
  roleIndex: "role",
  userAgent: "user",
  oss: "ossFile",
  ossFile: "ossFile",
  file: "ossFile",
  ...BUSINESS_BUTTON_MENU,
  ...DENTISTRY_BUTTON_MENU,
};

const ENTITY_NAME: Readonly<Record<string, string>> = {
  user: "用户",
  role: "角色",
  permission: "菜单",
  depart: "部门",
  departRole: "部门角色",
  position: "职务",
  tenant: "租户",
  dict: "字典",
  dictItem: "字典项",
  category: "分类字典",
  announcement: "通告",
  message: "消息",
  messageTemplate: "消息模板",
  checkRule: "校验规则",
  fillRule: "填值规则",
  dataSource: "数据源",
  gatewayRoute: "网关路由",
  quartzJob: "定时任务",
  log: "日志",
  online: "在线用户",
  onlineReport: "在线报表",
  roleIndex: "角色首页",
  userAgent: "用户代理人",
  ossFile: "对象存储文件",
  monitor: "系统监控",
  dashboard: "仪表盘",
  dataLog: "数据日志",
  ...BUSINESS_ENTITY_NAME,
  ...DENTISTRY_ENTITY_NAME,
};

const ACTION_NAME: Readonly<Record<string, string>> = {
  list: "查询",
  add: "添加",
  edit: "编辑",
  delete: "删除",
  deleteBatch: "批量删除",
  import: "导入",
  export: "导出",
  frozen: "冻结",
  changePassword: "修改密码",
  recycleBin: "回收站",
  restore: "还原",
  deleteForGood: "彻底删除",
  saveRole: "角色授权",
  saveDepart: "部门授权",
  addRule: "添加数据规则",
  editRule: "编辑数据规则",
  deleteRule: "删除数据规则",
  savePermission: "授权",
  assignUser: "分配用户",
  release: "发布",
  revoke: "撤销",
  send: "发送",
  test: "测试",
  pause: "停止",
  resume: "启动",
  execute: "执行",
  forceLogout: "强制退出",
  upload: "上传",
  view: "查看",
  ...BUSINESS_ACTION_NAME,
};

/** Actions named by a verb: their button reads verb + entity (添加用户); others entity-action (菜单-角色授权). */
const VERB_ACTIONS = new Set([
  "list",
  "add",
  "edit",
  "delete",
  "deleteBatch",
  "import",
  "export",
  "frozen",
  "restore",
  "deleteForGood",
  "release",
  "revoke",
  "send",
  "test",
  "pause",
  "resume",
  "execute",
]);

/** The id of a catalog code's button row. */
export function buttonIdOf(code: string): string {
  return stableId(`permission:button:${code}`);
}

/** One button row per catalog code (a code listed twice gets one row). */
export function catalogButtonRows(): Insertable<SysPermissionTable>[] {
  const seen = new Set<string>();
  const position = new Map<string, number>();
  return allPermissionCodes().flatMap(({ entity, action, code }) => {
    if (seen.has(code)) return [];
    seen.add(code);
    const sortNo = (position.get(entity) ?? 0) + 1;
    position.set(entity, sortNo);
    const entityName = ENTITY_NAME[entity];
    const actionName = ACTION_NAME[action];
    const name =
      BUSINESS_BUTTON_NAME[code] ??
      DENTISTRY_BUTTON_NAME[code] ??
      (entityName && actionName && VERB_ACTIONS.has(action)
        ? `${actionName}${entityName}`
        : `${entityName ?? entity}-${actionName ?? action}`);
    return [
      {
        id: buttonIdOf(code),
        parent_id: MENU_ID[BUTTON_MENU[entity] ?? "system"] ?? MENU_ID.system ?? null,
        name,
        menu_type: 2,
        perms: code,
        perms_type: "1",
        sort_no: 100 + sortNo,
        is_route: 0,
        is_leaf: 1,
        hidden: 0,
        status: "1",
        del_flag: 0,
        rule_flag: 0,
        description: `接口权限 ${code}`,
        create_by: "admin",
        create_time: CREATED,
      },
    ];
  });
}

/** Every seeded permission row: menus, JeecgBoot's Vue 2 buttons, catalog buttons. Menus with rows under them are not leaves. */
export function seedPermissionRows(): Insertable<SysPermissionTable>[] {
  const rows = [...menuRows, ...legacyButtonRows, ...catalogButtonRows()].map((row) => ({ ...row }));
  const parents = new Set(rows.map((row) => row.parent_id).filter(Boolean));
  for (const row of rows) if (parents.has(row.id)) row.is_leaf = 0;
  return rows;
}

/** Which seeded rows each role holds: the administrator all of them, the others their menus (grants.ts). */
export function seedGrants(rows: readonly Insertable<SysPermissionTable>[]): Map<RoleCode, Set<string>> {
  const result = new Map<RoleCode, Set<string>>();
  for (const code of Object.keys(ROLE_ID) as RoleCode[]) {
    result.set(
      code,
      new Set(code === "admin" ? rows.map((r) => r.id) : [...grants[code], ...EVERY_ROLE_GRANTS]),
    );
  }
  return result;
}

/** Key under kanya_setting of the seeded row ids a database has already received. */
export const SYNCED_ROWS_SETTING = "seed.permission-rows";
const SYNC_LOCK_ID = 20241206;

/**
 * Inserts the seeded permission rows this database has never received (by id), with their role grants,
 * and remembers them. Idempotent; a row once received and later deleted by an administrator stays deleted.
 * Runs inside the caller's transaction.
 */
export async function applySeedPermissions(trx: Transaction<Database>): Promise<number> {
  await sql`select pg_advisory_xact_lock(${SYNC_LOCK_ID})`.execute(trx);
  const setting = await trx
    .selectFrom("kanya_setting")
    .select("value")
    .where("key", "=", SYNCED_ROWS_SETTING)
    .executeTakeFirst();
  const synced = new Set<string>(parseIds(setting?.value));
  const rows = seedPermissionRows();
  const pending = rows.filter((row) => !synced.has(row.id));
  if (pending.length === 0) return 0;

  const pendingIds = pending.map((row) => row.id);
  const present = new Set(
    (await trx.selectFrom("sys_permission").select("id").where("id", "in", pendingIds).execute()).map(
      (r) => r.id,
    ),
  );
  const inserts = pending.filter((row) => !present.has(row.id));
  if (inserts.length > 0) {
    // A parent an administrator deleted: hang the row under 系统管理 (or at the top) instead.
    const allIds = new Set([
      ...present,
      ...(await trx.selectFrom("sys_permission").select("id").execute()).map((r) => r.id),
      ...inserts.map((r) => r.id),
    ]);
    const fallback = MENU_ID.system && allIds.has(MENU_ID.system) ? MENU_ID.system : null;
    for (const row of inserts) if (row.parent_id && !allIds.has(row.parent_id)) row.parent_id = fallback;
    for (let i = 0; i < inserts.length; i += 200) {
      await trx
        .insertInto("sys_permission")
        .values(inserts.slice(i, i + 200))
        .execute();
    }
    const parents = [...new Set(inserts.map((r) => r.parent_id).filter((id): id is string => !!id))];
    if (parents.length > 0) {
      await trx.updateTable("sys_permission").set({ is_leaf: 0 }).where("id", "in", parents).execute();
    }
  }

  // Grants for the rows just received (inserted now, or already there from an earlier seed).
  const roles = new Set(
    (await trx.selectFrom("sys_role").select("id").where("id", "in", Object.values(ROLE_ID)).execute()).map(
      (r) => r.id,
    ),
  );
  const pendingSet = new Set(pendingIds);
  const wanted: { role_id: string; permission_id: string; id: string }[] = [];
  for (const [code, ids] of seedGrants(rows)) {
    const roleId = ROLE_ID[code];
    if (!roles.has(roleId)) continue;
    for (const permissionId of ids) {
      if (pendingSet.has(permissionId)) {
        wanted.push({
          id: stableId(`grant:${code}:${permissionId}`),
          role_id: roleId,
          permission_id: permissionId,
        });
      }
    }
  }
  if (wanted.length > 0) {
    const held = new Set(
      (
        await trx
          .selectFrom("sys_role_permission")
          .select(["role_id", "permission_id"])
          .where("role_id", "in", [...new Set(wanted.map((w) => w.role_id))])
          .where("permission_id", "in", pendingIds)
          .execute()
      ).map((g) => `${g.role_id}/${g.permission_id}`),
    );
    const fresh = wanted.filter((w) => !held.has(`${w.role_id}/${w.permission_id}`));
    for (let i = 0; i < fresh.length; i += 500) {
      await trx
        .insertInto("sys_role_permission")
        .values(fresh.slice(i, i + 500))
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  }

  const value = JSON.stringify([...synced, ...pendingIds].sort());
  await trx
    .insertInto("kanya_setting")
    .values({ key: SYNCED_ROWS_SETTING, value, update_time: new Date() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, update_time: new Date() }))
    .execute();
  return inserts.length;
}

/** Startup sync for existing databases: new catalog codes become button rows granted to the administrator. */
export async function syncSeedPermissions(db: Kysely<Database>): Promise<number> {
  // A database without users was never seeded: the seed itself brings the rows.
  const anyUser = await db.selectFrom("sys_user").select("id").limit(1).executeTakeFirst();
  if (!anyUser) return 0;
  return db.transaction().execute((trx) => applySeedPermissions(trx));
}

function parseIds(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
