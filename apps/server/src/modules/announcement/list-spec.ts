import { defineListSpec } from "../../http/list";
import { tenantCondition } from "../../http/tenant-scope";
import { toSafeAnnouncementJsons } from "./safe-json";

/** `/sys/annountCement/list`: not deleted, the request's tenant, with JeecgBoot's four dictionary texts. */
export const announcementListSpec = defineListSpec({
  table: "sys_announcement",
  fields: {
    id: { column: "id", type: "string" },
    titile: { column: "titile", type: "string" },
    msgContent: { column: "msg_content", type: "string", sort: false },
    startTime: { column: "start_time", type: "datetime" },
    endTime: { column: "end_time", type: "datetime" },
    sender: { column: "sender", type: "string" },
    priority: { column: "priority", type: "string" },
    msgCategory: { column: "msg_category", type: "string" },
    msgType: { column: "msg_type", type: "string" },
    sendStatus: { column: "send_status", type: "string" },
    sendTime: { column: "send_time", type: "datetime" },
    cancelTime: { column: "cancel_time", type: "datetime" },
    busType: { column: "bus_type", type: "string" },
    openType: { column: "open_type", type: "string" },
    msgAbstract: { column: "msg_abstract", type: "string" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  dictFields: {
    priority: "priority",
    msgCategory: "msg_category",
    msgType: "msg_type",
    sendStatus: "send_status",
  },
  where: (eb, ctx) => eb.and([eb("del_flag", "=", "0"), tenantCondition(eb, ctx.tenantId)]),
  toRecords: toSafeAnnouncementJsons,
});
