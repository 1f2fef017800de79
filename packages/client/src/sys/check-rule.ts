import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { CheckRuleFailure, SysCheckRule, SysCheckRuleForm } from "../types/sys-common.js";
import { crudApi } from "./crud.js";

/** `/sys/checkRule/*`. */
export function checkRuleApi(http: Http) {
  return {
    ...crudApi<SysCheckRule, SysCheckRuleForm>(http, "/sys/checkRule"),
    /** `success` false with the failing step's message (and the step in `result`); `该编码不存在` for an unknown code. */
    checkByCode: (ruleCode: string, value: string): Promise<Result<CheckRuleFailure | null>> =>
      http.get("/sys/checkRule/checkByCode", { ruleCode, value }),
  };
}
