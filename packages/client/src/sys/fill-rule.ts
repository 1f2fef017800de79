import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { SysFillRule, SysFillRuleForm } from "../types/sys-common.js";
import { crudApi } from "./crud.js";

/** `/sys/fillRule/*`. */
export function fillRuleApi(http: Http) {
  return {
    ...crudApi<SysFillRule, SysFillRuleForm>(http, "/sys/fillRule"),
    testFillRule: (ruleCode: string): Promise<Result<string>> =>
      http.get("/sys/fillRule/testFillRule", { ruleCode }),
    executeRuleByCode: (ruleCode: string, formData: Record<string, unknown> = {}): Promise<Result<string>> =>
      http.put(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, formData),
  };
}
