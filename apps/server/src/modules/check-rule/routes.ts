import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requiredQueryParam } from "../../http/input";
import { defineListSpec } from "../../http/list";
import { optionalText } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { type Envelope, error500, ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toSysCheckRuleJson } from "../../wire/sys-registries";
import { crudRoutes } from "../registry/crud-routes";
import { checkValue, parseCheckRuleJson } from "./check-value";

const listSpec = defineListSpec({
  table: "sys_check_rule",
  fields: {
    id: { column: "id", type: "string" },
    ruleName: { column: "rule_name", type: "string" },
    ruleCode: { column: "rule_code", type: "string" },
    ruleDescription: { column: "rule_description", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  toRecords: (rows) => rows.map(toSysCheckRuleJson),
});

/** `/sys/checkRule/*`: coding check rules, and `checkByCode` to check a value against one. */
export function checkRuleRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        base: "/sys/checkRule",
        table: "sys_check_rule",
        codes: PERMISSION_CODES.checkRule,
        messages: {
          add: "添加成功！",
          edit: "编辑成功!",
          delete: "删除成功!",
          deleteBatch: "批量删除成功！",
        },
        listSpec,
        toJson: toSysCheckRuleJson,
        duplicateMessage: "规则编码已存在",
        async readBody(body, { mode }) {
          const values: Record<string, unknown> = {};
          const name = optionalText(body, "ruleName", 100);
          if (name !== undefined) values.rule_name = name;
          const code = optionalText(body, "ruleCode", 100);
          if (mode === "add" && !code) throw new BusinessError("规则编码不能为空");
          if (code === null) throw new BusinessError("规则编码不能为空");
          if (code !== undefined) values.rule_code = code;
          const json = optionalText(body, "ruleJson", 1024);
          if (mode === "add" && !json) throw new BusinessError("规则JSON不能为空");
          if (json !== undefined && json !== null) {
            parseCheckRuleJson(json);
            values.rule_json = json;
          }
          const description = optionalText(body, "ruleDescription", 200);
          if (description !== undefined) values.rule_description = description;
          return values;
        },
      },
      clock,
    ),
    get("/sys/checkRule/checkByCode", authenticated, async (c) => {
      const ruleCode = requiredQueryParam(c, "ruleCode");
      const raw = c.req.query("value") ?? "";
      const rule = await db
        .selectFrom("sys_check_rule")
        .selectAll()
        .where("rule_code", "=", ruleCode)
        .executeTakeFirst();
      if (!rule) return c.json(error500("该编码不存在"));
      // JeecgBoot's UI encodes the value once more (URLDecoder.decode on the server); plain values pass too.
      let value = raw;
      try {
        value = decodeURIComponent(raw);
      } catch {
        value = raw;
      }
      const failure = checkValue(parseCheckRuleJson(rule.rule_json ?? "[]"), value);
      if (!failure) return c.json(ok(null));
      const refusal: Envelope<typeof failure> = { ...error500(failure.message), result: failure };
      return c.json(refusal);
    }),
  ];
}
