import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, SysPermissionDataRuleTable } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";
import { type SysPermissionDataRuleJson, toSysPermissionDataRuleJson } from "../../wire/sys-permission";
import { grantRules, MSG_RULES_NOT_FOUND } from "./grant-data-rules";
import { likePattern, textField } from "./input";

/**
 * Data rules (sys_permission_data_rule): conditions attached to a menu, which roles are then authorised
 * to (sys_role_permission.data_rule_ids). They are stored and authorised here as in JeecgBoot; list
 * endpoints do not apply them yet.
 */
export interface DataRules {
  /** `getPermRuleListByPermId`: the rules of one menu, newest first. */
  byPermission(permissionId: string): Promise<SysPermissionDataRuleJson[]>;
  /** `queryPermissionRule`: rules matching the given fields (`*x*` wraps match as LIKE). */
  query(filter: Record<string, string | undefined>): Promise<SysPermissionDataRuleJson[]>;
  add(body: Record<string, unknown>, username: string): Promise<void>;
  edit(body: Record<string, unknown>, username: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** `GET /sys/role/datarule/{permissionId}/{roleId}`. */
  roleRules(
    permissionId: string,
    roleId: string,
  ): Promise<{ datarule: SysPermissionDataRuleJson[]; drChecked?: string }>;
  /** `POST /sys/role/datarule`. */
  saveRoleRules(permissionId: string, roleId: string, dataRuleIds: string): Promise<void>;
}

/** The `rule_conditions` dictionary. USE_SQL_RULES (a raw SQL fragment) is refused: SQL is never taken from input. */
export const RULE_CONDITIONS = [
  ">",
  "<",
  "!=",
  "=",
  ">=",
  "<=",
  "LEFT_LIKE",
  "RIGHT_LIKE",
  "LIKE",
  "IN",
] as const;
const SQL_RULE = "USE_SQL_RULES";
/** A column name: a plain identifier (camelCase or snake_case). */
const COLUMN_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

export { MSG_RULES_NOT_FOUND };

/** Filterable fields of queryPermissionRule, wire name → column. */
const QUERY_FIELDS = {
  id: "id",
  permissionId: "permission_id",
  ruleName: "rule_name",
  ruleColumn: "rule_column",
  ruleConditions: "rule_conditions",
  ruleValue: "rule_value",
  status: "status",
} as const satisfies Record<string, keyof SysPermissionDataRuleTable>;

export function createDataRules(db: Kysely<Database>): DataRules {
  const roleGrants = grantRules(db, "sys_role_permission", "请先保存角色菜单权限!");
  const rulesOf = (permissionId: string) =>
    db
      .selectFrom("sys_permission_data_rule")
      .selectAll()
      .where("permission_id", "=", permissionId)
      .orderBy("create_time", (ob) => ob.desc().nullsLast())
      .orderBy("id")
      .execute();

  /** rule_flag marks menus that have rules (the ⚑ in the authorisation tree). */
  const refreshRuleFlag = async (trx: Kysely<Database>, permissionId: string) => {
    const { count } = await trx
      .selectFrom("sys_permission_data_rule")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("permission_id", "=", permissionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("sys_permission")
      .set({ rule_flag: Number(count) > 0 ? 1 : 0 })
      .where("id", "=", permissionId)
      .execute();
  };

  return {
    async byPermission(permissionId) {
      return (await rulesOf(permissionId)).map(toSysPermissionDataRuleJson);
    },

    async query(filter) {
      let query = db.selectFrom("sys_permission_data_rule").selectAll();
      for (const [field, column] of Object.entries(QUERY_FIELDS)) {
        const value = filter[field];
        if (!value) continue;
        const pattern = likePattern(value);
        query = pattern ? query.where(column, "like", pattern) : query.where(column, "=", value);
      }
      const rows = await query
        .orderBy("create_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .execute();
      return rows.map(toSysPermissionDataRuleJson);
    },

    async add(body, username) {
      const values = readRuleBody(body);
      if (!values.permission_id) throw new BusinessError("请选择菜单");
      requireRuleShape(values);
      await db.transaction().execute(async (trx) => {
        const menu = await trx
          .selectFrom("sys_permission")
          .select("id")
          .where("id", "=", values.permission_id as string)
          .where("del_flag", "=", 0)
          .executeTakeFirst();
        if (!menu) throw new BusinessError("菜单不存在");
        await trx
          .insertInto("sys_permission_data_rule")
          .values({ ...values, id: newId(), create_by: username, create_time: new Date() })
          .execute();
        await refreshRuleFlag(trx, menu.id);
      });
    },

    async edit(body, username) {
      const id = typeof body.id === "string" ? body.id.trim() : "";
      const values = readRuleBody(body);
      await db.transaction().execute(async (trx) => {
        const current = id
          ? await trx
              .selectFrom("sys_permission_data_rule")
              .selectAll()
              .where("id", "=", id)
              .executeTakeFirst()
          : undefined;
        if (!current) throw new BusinessError("未找到对应数据规则");
        // A rule stays on its menu; moving it would silently change other roles' rights.
        delete values.permission_id;
        requireRuleShape({ ...current, ...values });
        await trx
          .updateTable("sys_permission_data_rule")
          .set({ ...values, update_by: username, update_time: new Date() })
          .where("id", "=", id)
          .execute();
      });
    },

    async remove(id) {
      await db.transaction().execute(async (trx) => {
        const rule = await trx
          .selectFrom("sys_permission_data_rule")
          .select(["id", "permission_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!rule) throw new BusinessError("未找到对应数据规则");
        await trx.deleteFrom("sys_permission_data_rule").where("id", "=", id).execute();
        if (rule.permission_id) await refreshRuleFlag(trx, rule.permission_id);
      });
    },

    roleRules: (permissionId, roleId) => roleGrants.read(permissionId, { role_id: roleId }),
    saveRoleRules: (permissionId, roleId, dataRuleIds) =>
      roleGrants.save(permissionId, { role_id: roleId }, dataRuleIds),
  };
}

function readRuleBody(body: Record<string, unknown>): Updateable<SysPermissionDataRuleTable> {
  const values: Updateable<SysPermissionDataRuleTable> = {};
  const text = (field: string, column: keyof SysPermissionDataRuleTable, max: number, label: string) => {
    const value = textField(body, field, max, label);
    if (value !== undefined) (values as Record<string, unknown>)[column] = value;
  };
  text("permissionId", "permission_id", 32, "菜单");
  text("ruleName", "rule_name", 50, "规则名称");
  text("ruleColumn", "rule_column", 50, "规则字段");
  text("ruleConditions", "rule_conditions", 50, "条件规则");
  text("ruleValue", "rule_value", 300, "规则值");
  text("status", "status", 3, "状态");
  return values;
}

function requireRuleShape(values: Partial<Selectable<SysPermissionDataRuleTable>>): void {
  if (!values.rule_name?.trim()) throw new BusinessError("请输入规则名称");
  const condition = values.rule_conditions ?? "";
  if (condition === SQL_RULE) throw new BusinessError("出于安全考虑，不支持自定义SQL数据规则");
  if (!(RULE_CONDITIONS as readonly string[]).includes(condition)) throw new BusinessError("条件规则不正确");
  if (!COLUMN_PATTERN.test(values.rule_column ?? ""))
    throw new BusinessError("规则字段只能包含字母、数字和下划线");
  if (!values.rule_value?.trim()) throw new BusinessError("请输入规则值");
  if (values.status && values.status !== "0" && values.status !== "1")
    throw new BusinessError("状态只能是 0 或 1");
}
