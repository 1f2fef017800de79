import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type {
  SendTemplateMessageRequest,
  SysMessage,
  SysMessageForm,
  SysMessageTemplate,
  SysMessageTemplateForm,
} from "../types/sys-common.js";
import { crudApi } from "./crud.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/message/sysMessage/*` and `/sys/message/sysMessageTemplate/*`. */
export function messageApi(http: Http) {
  return {
    ...crudApi<SysMessage, SysMessageForm>(http, "/sys/message/sysMessage"),
    ...excelImportApi(http, "/sys/message/sysMessage"),
    template: {
      ...crudApi<SysMessageTemplate, SysMessageTemplateForm>(http, "/sys/message/sysMessageTemplate"),
      /** Fills the template from `testData` and sends it: `消息发送成功！`. */
      sendMsg: (body: SendTemplateMessageRequest): Promise<Result<null>> =>
        http.post("/sys/message/sysMessageTemplate/sendMsg", body),
    },
  };
}
