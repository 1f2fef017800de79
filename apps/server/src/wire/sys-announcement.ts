import type { AnnouncementSend, SysAnnouncement } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysAnnouncementTable } from "../db/schema";
import { formatDateTime } from "./datetime";

export type SysAnnouncementRow = Selectable<SysAnnouncementTable>;

/** SysAnnouncement as JeecgBoot serializes it (note `titile`, sic). */
export type SysAnnouncementJson = SysAnnouncement;

export function toSysAnnouncementJson(row: SysAnnouncementRow): SysAnnouncementJson {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msg_content,
    startTime: formatDateTime(row.start_time),
    endTime: formatDateTime(row.end_time),
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msg_category,
    msgType: row.msg_type,
    sendStatus: row.send_status,
    sendTime: formatDateTime(row.send_time),
    cancelTime: formatDateTime(row.cancel_time),
    delFlag: row.del_flag,
    busType: row.bus_type,
    busId: row.bus_id,
    openType: row.open_type,
    openPage: row.open_page,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    userIds: row.user_ids,
    msgAbstract: row.msg_abstract,
    dtTaskId: row.dt_task_id,
    tenantId: row.tenant_id,
  };
}

/** One row of `getMyAnnouncementSend`: the read mark with its announcement (JeecgBoot's AnnouncementSendModel). */
export type AnnouncementSendJson = AnnouncementSend;
