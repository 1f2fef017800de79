import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type {
  AnnouncementSend,
  AnnouncementsByUser,
  SysAnnouncement,
  SysAnnouncementForm,
} from "../types/sys-common.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/annountCement/*` (sic) and `/sys/sysAnnouncementSend/*`: announcements and read marks. */
export function announcementApi(http: Http) {
  const base = "/sys/annountCement";
  return {
    ...excelImportApi(http, base),
    list: (
      query: ListQuery & { titile?: string; msgCategory?: string; sendStatus?: string } = {},
    ): Promise<Result<IPage<SysAnnouncement>>> => http.get(`${base}/list`, query),
    /** Always saved as a draft (`sendStatus` "0"); HTML is sanitized. */
    add: (body: SysAnnouncementForm): Promise<Result<null>> => http.post(`${base}/add`, body),
    edit: (body: SysAnnouncementForm & { id: string }): Promise<Result<null>> =>
      http.put(`${base}/edit`, body),
    delete: (id: string): Promise<Result<null>> => http.delete(`${base}/delete`, { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete(`${base}/deleteBatch`, { ids: ids.join(",") }),
    queryById: (id: string): Promise<Result<SysAnnouncement>> => http.get(`${base}/queryById`, { id }),
    /** Publishes to its targets and pushes a websocket notice: `系统通知推送成功`. */
    release: (id: string): Promise<Result<null>> => http.get(`${base}/doReleaseData`, { id }),
    /** `该系统通知撤销成功`. */
    revoke: (id: string): Promise<Result<null>> => http.get(`${base}/doReovkeData`, { id }),
    listByUser: (pageSize = 5): Promise<Result<AnnouncementsByUser>> =>
      http.get(`${base}/listByUser`, { pageSize }),
    /** After "mark all read": tells the caller's other open pages to reload their notices (a `topic` frame). */
    syncNotic: (anntId?: string): Promise<Result<null>> =>
      http.get(`${base}/syncNotic`, anntId ? { anntId } : {}),
    /** Marks an announcement read for the caller. */
    markRead: (anntId: string): Promise<Result<null>> =>
      http.put("/sys/sysAnnouncementSend/editByAnntIdAndUserId", { anntId }),
    myAnnouncementSend: (
      query: ListQuery & { titile?: string; sender?: string; readFlag?: string; msgCategory?: string } = {},
    ): Promise<Result<IPage<AnnouncementSend>>> =>
      http.get("/sys/sysAnnouncementSend/getMyAnnouncementSend", query),
    /** `全部已读`. */
    readAll: (): Promise<Result<null>> => http.put("/sys/sysAnnouncementSend/readAll"),
  };
}
