import { fillRule } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import type { ImportDeps } from "../../http/excel";
import { requiredQueryParam } from "../../http/input";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok } from "../../http/result";
import { get, put, type RouteSpec } from "../../http/routes";
import { toSysFillRuleJson } from "../../wire/sys-registries";
import { fillRuleGenerator, parseRuleParams } from "./generators";

/** `/sys/fillRule/*`: fill rules (values generated for forms), `testFillRule` and `executeRuleByCode`. */
export function fillRuleRoutes(db: Kysely<Database>, importDeps: ImportDeps): RouteSpec[] {
  const { clock } = importDeps;
  const run = async (ruleCode: string, formData: Record<string, unknown>) => {
    const rule = await db
      .selectFrom("sys_fill_rule")
      .selectAll()
      .where("rule_code", "=", ruleCode)
      .executeTakeFirst();
    if (!rule) return undefined;
    const generator = fillRuleGenerator(rule.rule_class);
    return generator({ db, ruleCode, params: parseRuleParams(rule.rule_params), formData, now: clock() });
  };
  return [
    ...crudRoutes(
      db,
      {
        resource: fillRule,
        toJson: toSysFillRuleJson,
        messages: { add: "添加成功！", deleteBatch: "批量删除成功！", duplicate: "规则编码已存在" },
        check(values) {
          // Only a named generator runs; a class name is never loaded.
          if (values.rule_class) fillRuleGenerator(values.rule_class);
          if (values.rule_params !== undefined) parseRuleParams(values.rule_params);
          return values;
        },
        excel: { title: "填值规则", deps: () => importDeps },
      },
      clock,
    ),
    get("/sys/fillRule/testFillRule", permission(PERMISSION_CODES.fillRule.test), async (c) => {
      const value = await run(requiredQueryParam(c, "ruleCode"), {});
      return c.json(value === undefined ? error500("该规则编码不存在") : ok(value));
    }),
    put("/sys/fillRule/executeRuleByCode/:ruleCode", authenticated, async (c) => {
      const value = await run(c.req.param("ruleCode") ?? "", await readJsonObject(c));
      return c.json(value === undefined ? error500("该规则编码不存在") : ok(value));
    }),
  ];
}
