import type { ExcelFamily } from "../../http/excel";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { announcementListSpec } from "./list-spec";
import { type AnnouncementService, parseAnnouncementInput } from "./service";

/**
 * Announcements as a sheet (JeecgBoot's `@Excel` names). An imported row is a new draft, checked and
 * sanitised as an added one; who sent it and when are the server's, so they are written but not read back.
 */
export function announcementExcel(announcements: AnnouncementService): ExcelFamily {
  return {
    api: "/sys/annountCement",
    codes: PERMISSION_CODES.announcement,
    title: "系统通告",
    errorFileName: "announcementImportExcelErrorLog",
    listSpec: announcementListSpec,
    columns: [
      { header: "标题", field: "titile", width: 20 },
      { header: "内容", field: "msgContent", width: 40 },
      { header: "开始时间", field: "startTime", width: 20 },
      { header: "结束时间", field: "endTime", width: 20 },
      { header: "发布人", field: "sender", exportOnly: true },
      { header: "优先级", field: "priority", texts: "priority", width: 10 },
      { header: "消息类型", field: "msgCategory", texts: "msg_category", width: 12 },
      { header: "通告对象类型", field: "msgType", texts: "msg_type", width: 12 },
      { header: "发布状态", field: "sendStatus", texts: "send_status", exportOnly: true, width: 10 },
      { header: "发布时间", field: "sendTime", exportOnly: true, width: 20 },
      { header: "撤销时间", field: "cancelTime", exportOnly: true, width: 20 },
    ],
    importer: (auth) => async (body) => {
      await announcements.add(parseAnnouncementInput({ ...body }, true), auth, auth.tenantId);
    },
  };
}
