import type { Field, Resource, ResourceFields } from "@kanya/core/resource";
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { createVersionedCache, type VersionedCache } from "../../db/versioned-cache";
import { formatDateTime, parseGmt8 } from "../../wire/datetime";
import { columnOf } from "./columns";

/*
 * JeecgBoot's data rules (数据规则, sys_permission_data_rule) applied to a list: the rules of a menu that
 * the user's roles (sys_role_permission) and department roles (sys_depart_role_permission) are authorised to
 * (`data_rule_ids`), each enabled one a condition, all of them AND-ed — JeecgBoot's @PermissionData on the
 * page's component. A rule's column is a field of the resource (its wire name, or its column) or an audit
 * column; its value may hold JeecgBoot's system variables (#{sys_user_code} …). SQL is never taken from a
 * rule: a rule naming an unknown column or condition lets no row through.
 */

/** Which menu's rules a list applies: the menu whose `component` this is (JeecgBoot's pageComponent). */
export interface DataRuleSource {
  readonly component: string;
}

interface Rule {
  rule_column: string | null;
  rule_conditions: string | null;
  rule_value: string | null;
}

const AUDIT_COLUMNS: Readonly<Record<string, "text" | "datetime">> = {
  create_by: "text",
  create_time: "datetime",
  update_by: "text",
  update_time: "datetime",
  sys_org_code: "text",
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A rule's column and whether it holds instants; undefined when the resource has no such column. */
function ruleColumn(resource: Resource, name: string): { column: string; datetime: boolean } | undefined {
  const fields = resource.fields as ResourceFields;
  const byName = fields[name] as Field | undefined;
  if (byName) return { column: columnOf(name, byName), datetime: byName.kind === "datetime" };
  for (const [fieldName, f] of Object.entries(fields)) {
    if (columnOf(fieldName, f) === name) return { column: name, datetime: f.kind === "datetime" };
  }
  const audit = AUDIT_COLUMNS[snake(name)];
  return audit ? { column: snake(name), datetime: audit === "datetime" } : undefined;
}

/** JeecgBoot's system variables in a rule's value, for the caller at `now`. */
function withVariables(value: string, auth: AuthContext, now: Date, orgCodes: readonly string[]): string {
  const time = formatDateTime(now) ?? "";
  const variables: Readonly<Record<string, string>> = {
    sys_user_code: auth.user.username ?? "",
    sys_user_name: auth.user.realname ?? "",
    sys_org_code: auth.user.org_code ?? "",
    sys_multi_org_code: orgCodes.join(","),
    sys_date: time.slice(0, 10),
    sys_time: time,
    tenant_id: auth.tenantId === null ? "" : String(auth.tenantId),
  };
  return value.replace(/#\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
}

/** One rule as a condition on `table`'s rows. */
function condition(
  eb: ExpressionBuilder<Database, keyof Database>,
  resource: Resource,
  rule: Rule,
  value: string,
): Expression<SqlBool> {
  const target = ruleColumn(resource, rule.rule_column ?? "");
  if (!target) return sql<SqlBool>`false`;
  const ref = sql.ref(target.column);
  const typed = (text: string): unknown =>
    target.datetime && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(text)
      ? parseGmt8(text.length === 10 ? `${text} 00:00:00` : text)
      : text;
  const asText = sql`cast(${ref} as varchar)`;
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  switch (rule.rule_conditions) {
    case "=":
    case "!=":
    case ">":
    case "<":
    case ">=":
    case "<=":
      return eb(ref, rule.rule_conditions === "!=" ? "<>" : rule.rule_conditions, typed(value));
    case "IN": {
      const values = value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      return values.length > 0 ? eb(ref, "in", values.map(typed)) : sql<SqlBool>`false`;
    }
    case "LIKE":
      return sql<SqlBool>`${asText} like ${`%${escaped}%`}`;
    case "LEFT_LIKE":
      return sql<SqlBool>`${asText} like ${`%${escaped}`}`;
    case "RIGHT_LIKE":
      return sql<SqlBool>`${asText} like ${`${escaped}%`}`;
    default:
      return sql<SqlBool>`false`;
  }
}

/** The rules a user's roles authorise on one menu, and their departments' codes when a rule needs them. */
interface UserRules {
  readonly rules: readonly Rule[];
  readonly orgCodes: readonly string[];
}

/** Every table `loadUserRules` reads: a write to any of them may change someone's rules. */
const RULE_TABLES = [
  "sys_permission",
  "sys_role_permission",
  "sys_user_role",
  "sys_depart_role_permission",
  "sys_depart_role_user",
  "sys_permission_data_rule",
  "sys_user_depart",
  "sys_depart",
];

/** A user's rules on a menu, per database, kept while RULE_TABLES are unchanged (db/versioned-cache.ts). */
const rulesByDb = new WeakMap<Kysely<Database>, VersionedCache<UserRules>>();

function rulesCache(db: Kysely<Database>): VersionedCache<UserRules> {
  let cache = rulesByDb.get(db);
  if (!cache) {
    cache = createVersionedCache(db, RULE_TABLES, (key) => {
      const [userId = "", component = ""] = key.split("\u0000");
      return loadUserRules(db, userId, component);
    });
    rulesByDb.set(db, cache);
  }
  return cache;
}

async function loadUserRules(db: Kysely<Database>, userId: string, component: string): Promise<UserRules> {
  const grants = await db
    .selectFrom("sys_permission as p")
    .innerJoin("sys_role_permission as rp", "rp.permission_id", "p.id")
    .innerJoin("sys_user_role as ur", "ur.role_id", "rp.role_id")
    .select("rp.data_rule_ids")
    .where("p.component", "=", component)
    .where("p.del_flag", "=", 0)
    .where("ur.user_id", "=", userId)
    .where("rp.data_rule_ids", "is not", null)
    .where("rp.data_rule_ids", "<>", "")
    .unionAll(
      db
        .selectFrom("sys_permission as p")
        .innerJoin("sys_depart_role_permission as drp", "drp.permission_id", "p.id")
        .innerJoin("sys_depart_role_user as dru", "dru.drole_id", "drp.role_id")
        .select("drp.data_rule_ids")
        .where("p.component", "=", component)
        .where("p.del_flag", "=", 0)
        .where("dru.user_id", "=", userId)
        .where("drp.data_rule_ids", "is not", null)
        .where("drp.data_rule_ids", "<>", ""),
    )
    .execute();
  const ids = [
    ...new Set(grants.flatMap((g) => (g.data_rule_ids ?? "").split(",").map((id) => id.trim()))),
  ].filter(Boolean);
  if (ids.length === 0) return { rules: [], orgCodes: [] };
  const rules = await db
    .selectFrom("sys_permission_data_rule")
    .select(["rule_column", "rule_conditions", "rule_value"])
    .where("id", "in", ids)
    .where("status", "=", "1")
    .orderBy("id")
    .execute();
  const needsOrgs = rules.some((r) => r.rule_value?.includes("#{sys_multi_org_code}"));
  const orgCodes = needsOrgs
    ? (
        await db
          .selectFrom("sys_user_depart as ud")
          .innerJoin("sys_depart as d", "d.id", "ud.dep_id")
          .select("d.org_code")
          .where("ud.user_id", "=", userId)
          .execute()
      ).flatMap((d) => (d.org_code ? [d.org_code] : []))
    : [];
  return { rules, orgCodes };
}

/**
 * The caller's data rules on the source's menu as one condition, undefined when none applies (no rules
 * authorised, or the menu has none). The rules come from memory while the request's versions
 * (`auth.versions`) show no write to the tables they are read from; the system variables are the caller's
 * as of this request.
 */
export async function dataRuleCondition<TB extends keyof Database>(
  db: Kysely<Database>,
  source: DataRuleSource,
  resource: Resource,
  eb: ExpressionBuilder<Database, TB>,
  auth: AuthContext,
  now: Date,
): Promise<Expression<SqlBool> | undefined> {
  const { rules, orgCodes } = await rulesCache(db).get(
    `${auth.user.id}\u0000${source.component}`,
    auth.versions,
  );
  if (rules.length === 0) return undefined;
  const own = eb as unknown as ExpressionBuilder<Database, keyof Database>;
  return own.and(
    rules.map((rule) =>
      condition(own, resource, rule, withVariables(rule.rule_value ?? "", auth, now, orgCodes)),
    ),
  );
}
