import { checkRule } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import type { ImportDeps } from "../../http/excel";
import { requiredQueryParam } from "../../http/input";
import { type Envelope, error500, ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toSysCheckRuleJson } from "../../wire/sys-registries";
import { checkValue, parseCheckRuleJson } from "./check-value";

/** `/sys/checkRule/*`: coding check rules (with Excel), and `checkByCode` to check a value against one. */
export function checkRuleRoutes(db: Kysely<Database>, importDeps: ImportDeps): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        resource: checkRule,
        toJson: toSysCheckRuleJson,
        messages: { add: "添加成功！", deleteBatch: "批量删除成功！", duplicate: "规则编码已存在" },
        check(values) {
          if (values.rule_json) parseCheckRuleJson(values.rule_json);
          return values;
        },
        excel: { title: "编码校验规则", deps: () => importDeps },
      },
      importDeps.clock,
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
