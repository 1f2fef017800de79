import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requiredQueryParam } from "../../http/input";
import { defineListSpec } from "../../http/list";
import { optionalText } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok } from "../../http/result";
import { get, put, type RouteSpec } from "../../http/routes";
import { toSysFillRuleJson } from "../../wire/sys-registries";
import { crudRoutes } from "../registry/crud-routes";
import { fillRuleGenerator, parseRuleParams } from "./generators";

const listSpec = defineListSpec({
  table: "sys_fill_rule",
  fields: {
    id: { column: "id", type: "string" },
    ruleName: { column: "rule_name", type: "string" },
    ruleCode: { column: "rule_code", type: "string" },
    ruleClass: { column: "rule_class", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  toRecords: (rows) => rows.map(toSysFillRuleJson),
});

/** `/sys/fillRule/*`: fill rules (values generated for forms), `testFillRule` and `executeRuleByCode`. */
export function fillRuleRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
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
        base: "/sys/fillRule",
        table: "sys_fill_rule",
        codes: PERMISSION_CODES.fillRule,
        messages: {
          add: "添加成功！",
          edit: "编辑成功!",
          delete: "删除成功!",
          deleteBatch: "批量删除成功！",
        },
        listSpec,
        toJson: toSysFillRuleJson,
        duplicateMessage: "规则编码已存在",
        async readBody(body, { mode }) {
          const values: Record<string, unknown> = {};
          const name = optionalText(body, "ruleName", 100);
          if (name !== undefined) values.rule_name = name;
          const code = optionalText(body, "ruleCode", 100);
          if ((mode === "add" && !code) || code === null) throw new BusinessError("规则编码不能为空");
          if (code !== undefined) values.rule_code = code;
          const ruleClass = optionalText(body, "ruleClass", 100);
          if ((mode === "add" && !ruleClass) || ruleClass === null)
            throw new BusinessError("规则实现类不能为空");
          if (ruleClass !== undefined) {
            fillRuleGenerator(ruleClass);
            values.rule_class = ruleClass;
          }
          const params = optionalText(body, "ruleParams", 200);
          if (params !== undefined) {
            parseRuleParams(params);
            values.rule_params = params;
          }
          return values;
        },
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
