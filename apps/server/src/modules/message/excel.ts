import type { FamilyColumn, ImportDeps } from "../../http/excel";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { enumDictItems } from "../dict/enum-dicts";
import type { RegistryExcel } from "../registry/crud-routes";

/** How a message is pushed: the messageType enumeration, which has no stored dictionary. */
const PUSH_TYPES = new Map((enumDictItems().messageType ?? []).map((item) => [item.value, item.text]));

/** JeecgBoot's `@Excel` columns of SysMessage; an imported message is checked as an added one. */
const MESSAGE_COLUMNS: readonly FamilyColumn[] = [
  { header: "消息标题", field: "esTitle", width: 20 },
  { header: "发送内容", field: "esContent", width: 40 },
  { header: "接收人", field: "esReceiver", width: 20 },
  { header: "发送所需参数", field: "esParam", width: 20 },
  { header: "推送时间", field: "esSendTime", width: 20 },
  { header: "推送方式", field: "esType", texts: PUSH_TYPES, width: 12 },
  { header: "推送状态", field: "esSendStatus", texts: "msgSendStatus", width: 10 },
  { header: "发送次数", field: "esSendNum", width: 10 },
  { header: "推送失败原因", field: "esResult", width: 20 },
  { header: "备注", field: "remark", width: 20 },
];

/** `/sys/message/sysMessage/exportXls` and `importExcel`. */
export function messageExcel(deps: ImportDeps): RegistryExcel {
  return {
    codes: PERMISSION_CODES.message,
    title: "消息",
    errorFileName: "messageImportExcelErrorLog",
    columns: MESSAGE_COLUMNS,
    deps: () => deps,
  };
}
