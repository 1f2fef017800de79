import {
  type SysAnnouncementJson,
  type SysAnnouncementRow,
  toSysAnnouncementJson,
} from "../../wire/sys-announcement";
import { renderRichHtml } from "./sanitize-html";

/**
 * An announcement as every route answers it: the wire shape with the body sanitized again on the way out,
 * so a row that reached the table some other way is still safe to show.
 */
export async function toSafeAnnouncementJson(row: SysAnnouncementRow): Promise<SysAnnouncementJson> {
  const json = toSysAnnouncementJson(row);
  return { ...json, msgContent: await renderRichHtml(json.msgContent) };
}

export function toSafeAnnouncementJsons(rows: readonly SysAnnouncementRow[]): Promise<SysAnnouncementJson[]> {
  return Promise.all(rows.map(toSafeAnnouncementJson));
}
