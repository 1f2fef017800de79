import { type Expression, expressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import { executePrepared } from "../../db/prepared-statements";
import type { Database, SysUserRow } from "../../db/schema";
import type { TableVersions } from "../../db/table-versions";
import { defineListSpec, escapeLike, type ListField } from "../../http/list";
import { splitList } from "../../http/list/filter-value";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { USER_RELATION_TABLES, type UserRelations, userRelations } from "./user-relations-cache";

/** JeecgBoot hides this account (external simulated sign-in) from the user list. */
const RESERVED_USERNAME = "_reserve_user_external";

/** The user fields callers may filter and sort on (never password or salt). */
export const USER_FIELDS: Readonly<Record<string, ListField>> = {
  id: { column: "id", type: "string" },
  username: { column: "username", type: "string" },
  realname: { column: "realname", type: "string" },
  birthday: { column: "birthday", type: "date" },
  sex: { column: "sex", type: "integer" },
  email: { column: "email", type: "string" },
  phone: { column: "phone", type: "string" },
  orgCode: { column: "org_code", type: "string" },
  status: { column: "status", type: "integer" },
  workNo: { column: "work_no", type: "string" },
  post: { column: "post", type: "string" },
  telephone: { column: "telephone", type: "string" },
  userIdentity: { column: "user_identity", type: "integer" },
  activitiSync: { column: "activiti_sync", type: "integer" },
  departIds: { column: "depart_ids", type: "string" },
  createBy: { column: "create_by", type: "string" },
  createTime: { column: "create_time", type: "datetime" },
  updateBy: { column: "update_by", type: "string" },
  updateTime: { column: "update_time", type: "datetime" },
};

export const USER_DICT_FIELDS = { sex: "sex", status: "user_status" } as const;

/**
 * `/sys/user/list`: users not deleted, with the endpoint's own parameters `code` (CSV ids) and `departId`
 * (members of that department), and `orgCodeTxt` / `relTenantIds` per record.
 */
export function userListSpec(db: Kysely<Database>) {
  return defineListSpec({
    table: "sys_user",
    fields: USER_FIELDS,
    dictFields: USER_DICT_FIELDS,
    where: (eb, ctx) => {
      const parts = [eb("del_flag", "=", 0), eb("username", "<>", RESERVED_USERNAME)];
      const ids = splitList(ctx.params.code ?? "");
      if (ids.length > 0) parts.push(eb("id", "in", ids));
      const departId = ctx.params.departId?.trim();
      if (departId) {
        parts.push(
          eb("id", "in", eb.selectFrom("sys_user_depart").select("user_id").where("dep_id", "=", departId)),
        );
      }
      return eb.and(parts);
    },
    toRecords: (rows, ctx) => toUserRecords(db, rows, ctx.versions),
  });
}

/**
 * A user's departments' names in org-code order, comma-separated, null without any (JeecgBoot's
 * getDepNamesByUserIds); and the ids of the user's tenants, comma-separated. Both correlate to the query's
 * unaliased `sys_user`.
 */
const departNamesOfUser = sql<string | null>`(select string_agg(d.depart_name, ',' order by d.org_code)
  from sys_user_depart ud join sys_depart d on d.id = ud.dep_id where ud.user_id = sys_user.id)`;
const tenantIdsOfUser = sql<
  string | null
>`(select string_agg(cast(t.tenant_id as text), ',' order by t.tenant_id)
  from sys_user_tenant t where t.user_id = sys_user.id and t.tenant_id is not null)`;

/**
 * Users as list records: SysUser plus `orgCodeTxt` (department names) and `relTenantIds`. With `versions`
 * (read when the request began), the related values come from memory while their tables are unchanged.
 */
export async function toUserRecords(
  db: Kysely<Database>,
  rows: readonly SysUserRow[],
  versions?: TableVersions,
): Promise<SysUserJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const related = versions
    ? await userRelations(db, versions.of(USER_RELATION_TABLES), ids, (missing) => loadRelations(db, missing))
    : await loadRelations(db, ids);
  return rows.map((row) => {
    const record = toSysUserJson(row);
    record.orgCodeTxt = related.get(row.id)?.departNames ?? null;
    record.relTenantIds = related.get(row.id)?.tenantIds ?? "";
    return record;
  });
}

/** Both relations of the given users in one prepared statement (the same text for any number of users). */
async function loadRelations(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, UserRelations>> {
  const query = db
    .selectFrom("sys_user")
    .select(["id", departNamesOfUser.as("depart_names"), tenantIdsOfUser.as("tenant_ids")])
    .where(sql<boolean>`id = any(${[...userIds]})`);
  const { rows } = await executePrepared(db, query);
  return new Map(rows.map((row) => [row.id, { departNames: row.depart_names, tenantIds: row.tenant_ids }]));
}

/** User id → names of the user's departments; users without a department are left out. */
export async function departNamesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (userIds.length === 0) return names;
  const rows = await db
    .selectFrom("sys_user")
    .select(["id", departNamesOfUser.as("names")])
    .where("id", "in", userIds)
    .execute();
  for (const row of rows) if (row.names !== null) names.set(row.id, row.names);
  return names;
}

/**
 * The user picker's filters (queryUserComponentData): members of a department and its sub-departments
 * (org-code prefix), account and name containing the text, and/or given ids.
 */
export function pickerCondition(filter: {
  departCode?: string | undefined;
  username?: string | undefined;
  realname?: string | undefined;
  ids?: readonly string[];
}): Expression<SqlBool> | undefined {
  const eb = expressionBuilder<Database, "sys_user">();
  const parts: Expression<SqlBool>[] = [];
  if (filter.departCode !== undefined) {
    const prefix = `${escapeLike(filter.departCode)}%`;
    parts.push(
      eb(
        "id",
        "in",
        eb
          .selectFrom("sys_user_depart as ud")
          .innerJoin("sys_depart as d", "d.id", "ud.dep_id")
          .select("ud.user_id")
          .where("d.org_code", "like", prefix),
      ),
    );
  }
  if (filter.username) parts.push(eb("username", "ilike", `%${escapeLike(filter.username)}%`));
  if (filter.realname) parts.push(eb("realname", "ilike", `%${escapeLike(filter.realname)}%`));
  if (filter.ids && filter.ids.length > 0) parts.push(eb("id", "in", filter.ids));
  return parts.length === 0 ? undefined : eb.and(parts);
}
