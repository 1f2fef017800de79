import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { newId } from "../../ids";
import type { AnnouncementService } from "../announcement/service";

/** The channels of JeecgBoot's `messageType` enum dictionary. */
export const MESSAGE_TYPES = ["system", "email", "dingtalk", "wechat_enterprise"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface OutgoingMessage {
  readonly type: MessageType;
  readonly title: string;
  readonly content: string;
  /** Receivers as entered (usernames, comma-separated in the UI). */
  readonly receiver: string;
  /** The users the receivers name (for system messages). */
  readonly userIds: readonly string[];
  /** The template's test data, kept with the record. */
  readonly param: string | null;
  readonly sender: string;
  readonly tenantId: number | null;
}

/** Sends a message on its channel. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The default sender: every message is recorded as a sys_sms row (JeecgBoot's SysMessage) and written to
 * the log; `system` messages are also delivered in the app (a system announcement and a websocket notice).
 * Email, DingTalk and WeCom are not configured, so those messages stop at the record and the log.
 */
export function createLoggingMessageSender(deps: {
  db: Kysely<Database>;
  announcements: AnnouncementService;
  clock: () => Date;
  log: (line: string) => void;
}): MessageSender {
  return {
    async send(message) {
      const now = deps.clock();
      if (message.type === "system") {
        await deps.announcements.sendSystemMessage({
          title: message.title,
          content: message.content,
          userIds: message.userIds,
          sender: message.sender,
          tenantId: message.tenantId,
        });
      }
      await deps.db
        .insertInto("sys_sms")
        .values({
          id: newId(),
          es_title: message.title.slice(0, 100),
          es_type: message.type,
          es_receiver: message.receiver.slice(0, 1000),
          es_param: message.param?.slice(0, 1000) ?? null,
          es_content: message.content,
          es_send_time: now,
          es_send_status: "1",
          es_send_num: 1,
          es_result: message.type === "system" ? "站内消息已送达" : "未配置发送通道，已记录到日志",
          create_by: message.sender,
          create_time: now,
        })
        .execute();
      deps.log(`[kanya] message (${message.type}) "${message.title}" to ${message.receiver}`);
    },
  };
}
