import type { Result } from "../envelope.js";
import type { Http } from "../http.js";

/** Which third-party apps the server syncs users and departments with. */
export interface EnabledThirdApps {
  wechatEnterprise: boolean;
  dingtalk: boolean;
}

/** `/sys/thirdApp/*`: WeChat Work and DingTalk sync (Kanya's server enables none). */
export function thirdAppApi(http: Http) {
  return {
    enabledTypes: (): Promise<Result<EnabledThirdApps>> => http.get("/sys/thirdApp/getEnabledType"),
    sync: (
      app: "wechatEnterprise" | "dingtalk",
      target: "user" | "depart",
      direction: "toLocal" | "toApp",
    ): Promise<Result<unknown>> => http.get(`/sys/thirdApp/sync/${app}/${target}/${direction}`),
  };
}
