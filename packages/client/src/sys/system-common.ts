import type { Http } from "../http.js";
import { announcementApi } from "./announcement.js";
import { categoryApi } from "./category.js";
import { checkRuleApi } from "./check-rule.js";
import { commonApi } from "./common.js";
import { dataSourceApi } from "./data-source.js";
import { dictionaryApi } from "./dictionary.js";
import { fillRuleApi } from "./fill-rule.js";
import { gatewayRouteApi } from "./gateway-route.js";
import { messageApi } from "./message.js";
import { quartzJobApi } from "./quartz-job.js";

/**
 * The dictionary, category, announcement, message, file and registry families, as `client.sys.<family>`:
 * `sys.dict` (with `sys.dict.item`), `sys.category`, `sys.announcement`, `sys.message` (with
 * `sys.message.template`), `sys.common` (upload, duplicate check), `sys.checkRule`, `sys.fillRule`,
 * `sys.dataSource`, `sys.gatewayRoute`, `sys.quartzJob`.
 */
export function systemCommonApi(http: Http) {
  return {
    dict: dictionaryApi(http),
    category: categoryApi(http),
    announcement: announcementApi(http),
    message: messageApi(http),
    common: commonApi(http),
    checkRule: checkRuleApi(http),
    fillRule: fillRuleApi(http),
    dataSource: dataSourceApi(http),
    gatewayRoute: gatewayRouteApi(http),
    quartzJob: quartzJobApi(http),
  };
}

export type SystemCommonApi = ReturnType<typeof systemCommonApi>;
