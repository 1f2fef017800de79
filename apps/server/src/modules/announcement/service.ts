import { type Kysely, sql } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { optionalDateTime, requiredText } from "../../http/input";
import { escapeLike, type Page, toPage } from "../../http/list";
import { optionalText, requireIdList } from "../../http/params";
import { rowInTenant, tenantOfNewRow } from "../../http/tenant-scope";
import { newId } from "../../ids";
import { formatDateTime } from "../../wire/datetime";
import type {
  AnnouncementSendJson,
  SysAnnouncementJson,
  SysAnnouncementRow,
} from "../../wire/sys-announcement";
import type { NoticeBus, NoticeTarget } from "../notice/notice-bus";
import { toSafeAnnouncementJson, toSafeAnnouncementJsons } from "./safe-json";
import { renderRichHtml, sanitizePlainText, sanitizeRichHtml } from "./sanitize-html";

export const MSG_NOT_FOUND = "未找到对应实体";
export const MSG_ADDED = "添加成功！";
export const MSG_EDITED = "修改成功!";
export const MSG_DELETED = "删除成功!";
export const MSG_RELEASED = "系统通知推送成功";
export const MSG_REVOKED = "该系统通知撤销成功";
export const MSG_ALL_READ = "全部已读";
const MSG_NO_TARGET_USERS = "请选择要通知的用户";
/** Its readers have it already: a released or revoked announcement is not rewritten (the UI edits drafts only). */
export const MSG_NOT_DRAFT = "只有未发布的通告可以编辑";

export const SEND_STATUS = { draft: "0", published: "1", revoked: "2" } as const;
export const MSG_TYPE = { all: "ALL", user: "USER" } as const;
const PRIORITIES = ["L", "M", "H"];
const CATEGORIES = ["1", "2"];
const MAX_CONTENT_LENGTH = 500_000;

/** The writable fields of an announcement, read from an add/edit body. */
export interface AnnouncementInput {
  titile?: string;
  msgContent?: string | null;
  startTime?: Date | null;
  endTime?: Date | null;
  priority?: string | null;
  msgCategory?: string;
  msgType?: string;
  userIds?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
}

/** Reads and checks an add/edit body. On add the title is required. */
export function parseAnnouncementInput(body: Record<string, unknown>, isAdd: boolean): AnnouncementInput {
  const input: AnnouncementInput = {};
  if (isAdd || body.titile !== undefined) input.titile = requiredText(body, "titile", 100, "标题");
  const content = body.msgContent;
  if (content !== undefined) {
    if (content !== null && typeof content !== "string") throw new BusinessError("字段msgContent必须是文本");
    if (typeof content === "string" && content.length > MAX_CONTENT_LENGTH) {
      throw new BusinessError("保存失败:消息内容超过最大长度限制，请缩减内容长度!");
    }
    input.msgContent = content;
  }
  input.startTime = optionalDateTime(body, "startTime");
  input.endTime = optionalDateTime(body, "endTime");
  input.priority = oneOf(optionalText(body, "priority", 10), PRIORITIES, "priority");
  const category = oneOf(optionalText(body, "msgCategory", 10), CATEGORIES, "msgCategory");
  if (category) input.msgCategory = category;
  const msgType = oneOf(optionalText(body, "msgType", 10), [MSG_TYPE.all, MSG_TYPE.user], "msgType");
  if (msgType) input.msgType = msgType;
  const userIds = optionalText(body, "userIds", 20_000);
  if (userIds !== undefined) input.userIds = userIds === null ? null : normalizeUserIds(userIds);
  input.busType = optionalText(body, "busType", 20);
  input.busId = optionalText(body, "busId", 50);
  input.openType = optionalText(body, "openType", 20);
  input.openPage = optionalText(body, "openPage", 255);
  input.msgAbstract = optionalText(body, "msgAbstract", 2000);
  if (input.startTime && input.endTime && input.startTime > input.endTime) {
    throw new BusinessError("开始时间不能晚于结束时间");
  }
  return input;
}

function oneOf(value: string | null | undefined, allowed: readonly string[], name: string) {
  if (value === undefined || value === null) return value;
  if (!allowed.includes(value)) throw new BusinessError(`字段${name}的值不正确：${value}`);
  return value;
}

/** JeecgBoot's UI sends `"id1,id2,"`: the trailing comma is dropped, ids checked, kept in that form. */
export function normalizeUserIds(raw: string): string | null {
  const trimmed = raw.trim().replace(/,+$/, "");
  if (trimmed === "") return null;
  return `${requireIdList(trimmed, "userIds").join(",")},`;
}

export function parseUserIds(stored: string | null): string[] {
  if (!stored) return [];
  return stored
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
}

export interface AnnouncementServiceDeps {
  db: Kysely<Database>;
  notices: NoticeBus;
  clock: () => Date;
  log: (line: string) => void;
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;

export function createAnnouncementService(deps: AnnouncementServiceDeps) {
  const { db, clock } = deps;

  /** A not-deleted announcement of the request's tenant, or a "not found" error. */
  async function loadVisible(id: string, tenantId: number | null): Promise<SysAnnouncementRow> {
    const row = await db.selectFrom("sys_announcement").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || row.del_flag === "1" || !rowInTenant(row.tenant_id, tenantId))
      throw new BusinessError(MSG_NOT_FOUND);
    return row;
  }

  async function cleanTexts(input: AnnouncementInput): Promise<AnnouncementInput> {
    const out = { ...input };
    if (out.titile !== undefined) out.titile = await sanitizePlainText(out.titile);
    if (typeof out.msgContent === "string") out.msgContent = await sanitizeRichHtml(out.msgContent);
    if (typeof out.msgAbstract === "string") out.msgAbstract = await sanitizePlainText(out.msgAbstract);
    return out;
  }

  async function publish(target: NoticeTarget, message: { cmd: string; [key: string]: unknown }) {
    try {
      await deps.notices.publish(target, message);
    } catch (error) {
      // The announcement is saved either way; clients also poll listByUser.
      deps.log(`[kanya] notice push failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  return {
    async add(input: AnnouncementInput, auth: AuthContext, tenantId: number | null): Promise<string> {
      const clean = await cleanTexts(input);
      const id = newId();
      await db
        .insertInto("sys_announcement")
        .values({
          id,
          titile: clean.titile ?? "",
          msg_content: clean.msgContent ?? null,
          start_time: clean.startTime ?? null,
          end_time: clean.endTime ?? null,
          priority: clean.priority ?? "L",
          msg_category: clean.msgCategory ?? "1",
          msg_type: clean.msgType ?? MSG_TYPE.all,
          // JeecgBoot: a new announcement is always a draft, whatever the body says.
          send_status: SEND_STATUS.draft,
          del_flag: "0",
          user_ids: clean.userIds ?? null,
          bus_type: clean.busType ?? null,
          bus_id: clean.busId ?? null,
          open_type: clean.openType ?? null,
          open_page: clean.openPage ?? null,
          msg_abstract: clean.msgAbstract ?? null,
          create_by: auth.user.username,
          create_time: clock(),
          tenant_id: tenantOfNewRow(tenantId),
        })
        .execute();
      return id;
    },

    async edit(
      id: string,
      input: AnnouncementInput,
      auth: AuthContext,
      tenantId: number | null,
    ): Promise<void> {
      const row = await loadVisible(id, tenantId);
      if (row.send_status !== SEND_STATUS.draft) throw new BusinessError(MSG_NOT_DRAFT);
      const clean = await cleanTexts(input);
      await db
        .updateTable("sys_announcement")
        .set({
          ...(clean.titile !== undefined && { titile: clean.titile }),
          ...(clean.msgContent !== undefined && { msg_content: clean.msgContent }),
          ...(clean.startTime !== undefined && { start_time: clean.startTime }),
          ...(clean.endTime !== undefined && { end_time: clean.endTime }),
          ...(clean.priority !== undefined && { priority: clean.priority }),
          ...(clean.msgCategory !== undefined && { msg_category: clean.msgCategory }),
          ...(clean.msgType !== undefined && { msg_type: clean.msgType }),
          ...(clean.userIds !== undefined && { user_ids: clean.userIds }),
          ...(clean.busType !== undefined && { bus_type: clean.busType }),
          ...(clean.busId !== undefined && { bus_id: clean.busId }),
          ...(clean.openType !== undefined && { open_type: clean.openType }),
          ...(clean.openPage !== undefined && { open_page: clean.openPage }),
          ...(clean.msgAbstract !== undefined && { msg_abstract: clean.msgAbstract }),
          update_by: auth.user.username,
          update_time: clock(),
        })
        .where("id", "=", id)
        .execute();
    },

    /** Logical delete (del_flag "1") of announcements of the request's tenant; returns how many. */
    async remove(ids: readonly string[], auth: AuthContext, tenantId: number | null): Promise<number> {
      let count = 0;
      for (const id of ids) {
        const row = await db
          .selectFrom("sys_announcement")
          .select(["tenant_id", "del_flag"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row || row.del_flag === "1" || !rowInTenant(row.tenant_id, tenantId)) continue;
        await db
          .updateTable("sys_announcement")
          .set({ del_flag: "1", update_by: auth.user.username, update_time: clock() })
          .where("id", "=", id)
          .execute();
        count++;
      }
      return count;
    },

    loadVisible,

    /** Whether the user has a read mark for the announcement (it was sent to them). */
    async wasSentTo(anntId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("sys_announcement_send")
        .select("id")
        .where("annt_id", "=", anntId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Publishes: status "1", send time and sender set, a read mark for every target user, and a notice on
     * the websocket. `ALL` means every active user of the announcement's tenant (every active user when it
     * belongs to no tenant); `USER` the listed users that exist.
     */
    async release(id: string, auth: AuthContext, tenantId: number | null): Promise<void> {
      const row = await loadVisible(id, tenantId);
      const now = clock();
      const targetsAll = row.msg_type !== MSG_TYPE.user;
      const listed = parseUserIds(row.user_ids);
      if (!targetsAll && listed.length === 0) throw new BusinessError(MSG_NO_TARGET_USERS);
      const annTenant = row.tenant_id ?? 0;

      const userIds = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("sys_announcement")
          .set({
            send_status: SEND_STATUS.published,
            send_time: now,
            sender: auth.user.username,
            update_time: now,
          })
          .where("id", "=", id)
          .execute();
        let users = trx
          .selectFrom("sys_user as u")
          .where(sql<boolean>`coalesce(u.del_flag, 0) = 0`)
          .where("u.status", "=", 1);
        if (targetsAll) {
          if (annTenant !== 0) {
            users = users.where((eb) =>
              eb.exists(
                eb
                  .selectFrom("sys_user_tenant as ut")
                  .select("ut.id")
                  .whereRef("ut.user_id", "=", "u.id")
                  .where("ut.tenant_id", "=", annTenant)
                  .where("ut.status", "=", "1"),
              ),
            );
          }
        } else {
          users = users.where("u.id", "in", listed);
        }
        await trx
          .insertInto("sys_announcement_send")
          .columns(["id", "annt_id", "user_id", "read_flag", "create_by", "create_time"])
          .expression(
            users.select([
              sql<string>`replace(gen_random_uuid()::text, '-', '')`.as("id"),
              sql<string>`${id}`.as("annt_id"),
              "u.id as user_id",
              sql<string>`'0'`.as("read_flag"),
              sql<string>`${auth.user.username}`.as("create_by"),
              sql<Date>`${now}`.as("create_time"),
            ]),
          )
          .onConflict((oc) => oc.columns(["annt_id", "user_id"]).doNothing())
          .execute();
        return targetsAll ? [] : (await users.select("u.id").execute()).map((u) => u.id);
      });

      const message = { msgId: row.id, msgTxt: row.titile ?? "" };
      if (targetsAll) {
        const target: NoticeTarget =
          annTenant === 0 ? { kind: "all" } : { kind: "tenant", tenantId: annTenant };
        await publish(target, { cmd: "topic", ...message });
      } else if (userIds.length > 0) {
        await publish({ kind: "users", userIds }, { cmd: "user", ...message });
      }
    },

    async revoke(id: string, auth: AuthContext, tenantId: number | null): Promise<void> {
      await loadVisible(id, tenantId);
      const now = clock();
      await db
        .updateTable("sys_announcement")
        .set({
          send_status: SEND_STATUS.revoked,
          cancel_time: now,
          update_by: auth.user.username,
          update_time: now,
        })
        .where("id", "=", id)
        .execute();
    },

    /**
     * The notice bell: the user's unread, published announcements sent since the first day of last month,
     * newest first, split into notices (category 1) and system messages (category 2). Announcements of
     * the request's tenant and shared ones (tenant 0) are shown.
     */
    async listByUser(userId: string, tenantId: number | null, pageSize: number) {
      const since = lastMonthStart(clock());
      const page = async (category: string) => {
        const base = db
          .selectFrom("sys_announcement as a")
          .innerJoin("sys_announcement_send as s", "s.annt_id", "a.id")
          .where("s.user_id", "=", userId)
          .where("s.read_flag", "=", "0")
          .where("a.send_status", "=", SEND_STATUS.published)
          .where("a.del_flag", "=", "0")
          .where("a.msg_category", "=", category)
          .where("a.send_time", ">=", since)
          .where((eb) =>
            eb.or([
              eb("a.tenant_id", "is", null),
              eb("a.tenant_id", "=", 0),
              ...(tenantId !== null ? [eb("a.tenant_id", "=", tenantId)] : []),
            ]),
          );
        const [rows, count] = await Promise.all([
          base.selectAll("a").orderBy("a.send_time", "desc").orderBy("a.id").limit(pageSize).execute(),
          base.select(sql<string>`count(*)`.as("total")).executeTakeFirst(),
        ]);
        return { records: await toSafeAnnouncementJsons(rows), total: Number(count?.total ?? 0) };
      };
      const [annt, sys] = await Promise.all([page("1"), page("2")]);
      return {
        anntMsgList: annt.records,
        anntMsgTotal: annt.total,
        sysMsgList: sys.records,
        sysMsgTotal: sys.total,
      };
    },

    async markRead(anntId: string, userId: string): Promise<void> {
      await db
        .updateTable("sys_announcement_send")
        .set({ read_flag: "1", read_time: clock() })
        .where("annt_id", "=", anntId)
        .where("user_id", "=", userId)
        .execute();
    },

    async readAll(userId: string): Promise<void> {
      await db
        .updateTable("sys_announcement_send")
        .set({ read_flag: "1", read_time: clock() })
        .where("user_id", "=", userId)
        .where("read_flag", "=", "0")
        .execute();
      await publish({ kind: "users", userIds: [userId] }, { cmd: "topic" });
    },

    /** The user's received announcements (read or not), unread first, then newest first. */
    async myAnnouncementSend(
      userId: string,
      filter: { titile?: string; sender?: string; readFlag?: string; msgCategory?: string; busType?: string },
      pageNo: number,
      pageSize: number,
    ): Promise<Page<AnnouncementSendJson>> {
      let base = db
        .selectFrom("sys_announcement_send as s")
        .innerJoin("sys_announcement as a", "a.id", "s.annt_id")
        .where("s.user_id", "=", userId)
        .where("a.del_flag", "=", "0")
        .where("a.send_status", "=", SEND_STATUS.published);
      if (filter.titile) base = base.where("a.titile", "ilike", `%${escapeLike(filter.titile)}%`);
      if (filter.sender) base = base.where("a.sender", "ilike", `%${escapeLike(filter.sender)}%`);
      if (filter.readFlag) base = base.where("s.read_flag", "=", filter.readFlag);
      if (filter.msgCategory) base = base.where("a.msg_category", "=", filter.msgCategory);
      if (filter.busType) base = base.where("a.bus_type", "=", filter.busType);
      const count = await base.select(sql<string>`count(*)`.as("total")).executeTakeFirst();
      const total = Number(count?.total ?? 0);
      const rows = await base
        .select([
          "s.id",
          "s.annt_id",
          "s.user_id",
          "s.read_flag",
          "a.titile",
          "a.msg_content",
          "a.sender",
          "a.priority",
          "a.send_time",
          "a.msg_category",
          "a.bus_id",
          "a.bus_type",
          "a.open_type",
          "a.open_page",
          "a.msg_abstract",
        ])
        .orderBy("s.read_flag", "asc")
        .orderBy("a.send_time", "desc")
        .orderBy("s.id")
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const records = await Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          anntId: r.annt_id,
          userId: r.user_id,
          titile: r.titile,
          msgContent: await renderRichHtml(r.msg_content),
          sender: r.sender,
          priority: r.priority,
          readFlag: r.read_flag,
          sendTime: formatDateTime(r.send_time),
          msgCategory: r.msg_category,
          busId: r.bus_id,
          busType: r.bus_type,
          openType: r.open_type,
          openPage: r.open_page,
          msgAbstract: r.msg_abstract,
        })),
      );
      return toPage(records, total, pageNo, pageSize);
    },

    /**
     * A system message (category 2) to the given users, published at once: the announcement, their read
     * marks and a `user` notice (JeecgBoot's sendSysAnnouncement). `content` is sanitized HTML or text.
     */
    async sendSystemMessage(message: {
      title: string;
      content: string;
      userIds: readonly string[];
      sender: string;
      tenantId: number | null;
    }): Promise<string> {
      const now = clock();
      const id = newId();
      const title = (await sanitizePlainText(message.title)).slice(0, 100);
      const content = await sanitizeRichHtml(message.content);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("sys_announcement")
          .values({
            id,
            titile: title,
            msg_content: content,
            sender: message.sender,
            priority: "L",
            msg_category: "2",
            msg_type: MSG_TYPE.user,
            send_status: SEND_STATUS.published,
            send_time: now,
            del_flag: "0",
            user_ids: `${message.userIds.join(",")},`,
            create_by: message.sender,
            create_time: now,
            tenant_id: tenantOfNewRow(message.tenantId),
          })
          .execute();
        if (message.userIds.length > 0) {
          await trx
            .insertInto("sys_announcement_send")
            .values(
              message.userIds.map((userId) => ({
                id: newId(),
                annt_id: id,
                user_id: userId,
                read_flag: "0",
                create_by: message.sender,
                create_time: now,
              })),
            )
            .onConflict((oc) => oc.columns(["annt_id", "user_id"]).doNothing())
            .execute();
        }
      });
      if (message.userIds.length > 0) {
        await publish({ kind: "users", userIds: message.userIds }, { cmd: "user", msgId: id, msgTxt: title });
      }
      return id;
    },

    /**
     * An announcement the public page may show, or undefined: released, not deleted, and addressed to
     * everyone (one sent to chosen users is theirs alone, even with its link).
     */
    async findPublic(id: string): Promise<SysAnnouncementJson | undefined> {
      const row = await db
        .selectFrom("sys_announcement")
        .selectAll()
        .where("id", "=", id)
        .where("del_flag", "=", "0")
        .where("send_status", "=", SEND_STATUS.published)
        .where("msg_type", "=", MSG_TYPE.all)
        .executeTakeFirst();
      return row && toSafeAnnouncementJson(row);
    },
  };
}

/** The first day of last month, 00:00 in GMT+8 (JeecgBoot's DateRangeUtils.getLastMonthStartDay). */
export function lastMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - 1;
  return new Date(Date.UTC(year, month, 1) - 8 * 3600_000);
}
