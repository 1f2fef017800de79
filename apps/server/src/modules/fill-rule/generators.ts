import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { nextCategoryCode } from "../category/category-code";

/*
 * Fill-rule generators. JeecgBoot loads `rule_class` by name through reflection; Kanya never loads code by
 * name: `rule_class` selects one of these named generators (JeecgBoot's class names are accepted as names,
 * so its seed data works unchanged).
 */

export interface FillRuleContext {
  readonly db: Kysely<Database>;
  readonly ruleCode: string;
  /** `rule_params`, parsed. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The form the value is for (`executeRuleByCode`); empty for `testFillRule`. */
  readonly formData: Readonly<Record<string, unknown>>;
  readonly now: Date;
}

export type FillRuleGenerator = (context: FillRuleContext) => Promise<string>;

const orderNumber: FillRuleGenerator = async ({ db, ruleCode, params, formData, now }) => {
  const prefix = text(formData.prefix) ?? text(params.prefix) ?? "CN";
  if (!/^[A-Za-z0-9_-]{0,20}$/.test(prefix))
    throw new BusinessError("订单号前缀只能包含字母、数字、下划线和中划线");
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  const sequence = await nextSequence(db, `fill-rule:${ruleCode}:${day}`, now);
  return `${prefix}${day}${String(sequence).padStart(4, "0")}`;
};

const categoryCode: FillRuleGenerator = async ({ db, params, formData }) => {
  const pid = text(formData.pid) ?? text(params.pid) ?? "0";
  let parentCode = "";
  if (pid !== "0") {
    const parent = await db
      .selectFrom("sys_category")
      .select("code")
      .where("id", "=", pid)
      .executeTakeFirst();
    if (!parent) throw new BusinessError("父级分类不存在");
    parentCode = parent.code ?? "";
  }
  const last = await db
    .selectFrom("sys_category")
    .select("code")
    .where("pid", "=", pid)
    .where((eb) => eb.fn("length", ["code"]), "=", parentCode.length + 3)
    .orderBy("code", "desc")
    .limit(1)
    .executeTakeFirst();
  return nextCategoryCode(parentCode, last?.code ?? undefined);
};

const orgCode: FillRuleGenerator = async ({ db, params, formData }) => {
  const parentId = text(formData.parentId) ?? text(params.parentId) ?? "";
  let parentCode = "";
  if (parentId !== "") {
    const parent = await db
      .selectFrom("sys_depart")
      .select("org_code")
      .where("id", "=", parentId)
      .executeTakeFirst();
    if (!parent) throw new BusinessError("上级部门不存在");
    parentCode = parent.org_code;
  }
  const last = await db
    .selectFrom("sys_depart")
    .select("org_code")
    .where((eb) =>
      parentId === ""
        ? eb.or([eb("parent_id", "is", null), eb("parent_id", "=", "")])
        : eb("parent_id", "=", parentId),
    )
    .where((eb) => eb.fn("length", ["org_code"]), "=", parentCode.length + 3)
    .orderBy("org_code", "desc")
    .limit(1)
    .executeTakeFirst();
  return nextCategoryCode(parentCode, last?.org_code);
};

/** Generator names → generators. The keys are the only accepted `rule_class` values. */
export const FILL_RULE_GENERATORS: Readonly<Record<string, FillRuleGenerator>> = {
  "org.jeecg.modules.system.rule.OrderNumberRule": orderNumber,
  "org.jeecg.modules.system.rule.CategoryCodeRule": categoryCode,
  "org.jeecg.modules.system.rule.OrgCodeRule": orgCode,
  OrderNumberRule: orderNumber,
  CategoryCodeRule: categoryCode,
  OrgCodeRule: orgCode,
};

export function fillRuleGenerator(name: string | null): FillRuleGenerator {
  const generator =
    name && Object.hasOwn(FILL_RULE_GENERATORS, name) ? FILL_RULE_GENERATORS[name] : undefined;
  if (!generator)
    throw new BusinessError(
      `未知的规则实现类：${name ?? ""}，可选：${Object.keys(FILL_RULE_GENERATORS).join("、")}`,
    );
  return generator;
}

/** `rule_params` as an object; empty means none. */
export function parseRuleParams(raw: string | null | undefined): Record<string, unknown> {
  if (!raw || raw.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BusinessError('规则参数必须是JSON对象，如 {"prefix":"CN"}');
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BusinessError('规则参数必须是JSON对象，如 {"prefix":"CN"}');
  }
  return value as Record<string, unknown>;
}

/** The next value of a named counter, atomically (any number of instances may ask at once). */
export async function nextSequence(db: Kysely<Database>, name: string, now: Date): Promise<number> {
  const { rows } = await sql<{ value: string | number }>`
    insert into kanya_sequence (name, value, update_time) values (${name}, 1, ${now})
    on conflict (name) do update set value = kanya_sequence.value + 1, update_time = excluded.update_time
    returning value`.execute(db);
  return Number(rows[0]?.value ?? 1);
}

function text(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}
