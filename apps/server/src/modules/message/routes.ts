import { messageTemplate } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { crudRoutes as resourceCrudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { ImportDeps } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { optionalDateTime } from "../../http/input";
import { defineListSpec } from "../../http/list";
import { optionalInteger, optionalText } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { CODE_OK, type Envelope } from "../../http/result";
import { post, type RouteSpec } from "../../http/routes";
import { toSysMessageJson, toSysMessageTemplateJson } from "../../wire/sys-registries";
import { sanitizeRichHtml } from "../announcement/sanitize-html";
import { enumDictItems } from "../dict/enum-dicts";
import { crudRoutes } from "../registry/crud-routes";
import { messageExcel } from "./excel";
import { MESSAGE_TYPES, type MessageSender, type MessageType } from "./message-sender";
import { fillTemplate } from "./template";

const TEMPLATE_TEXT = "1";
const TEMPLATE_RICH = "2";

const messageTypeText = new Map((enumDictItems().messageType ?? []).map((item) => [item.value, item.text]));

const messageListSpec = defineListSpec({
  table: "sys_sms",
  fields: {
    id: { column: "id", type: "string" },
    esTitle: { column: "es_title", type: "string" },
    esType: { column: "es_type", type: "string" },
    esReceiver: { column: "es_receiver", type: "string" },
    esSendTime: { column: "es_send_time", type: "datetime" },
    esSendStatus: { column: "es_send_status", type: "string" },
    esSendNum: { column: "es_send_num", type: "integer" },
    createTime: { column: "create_time", type: "datetime" },
  },
  dictFields: { esSendStatus: "msgSendStatus" },
  // esType holds a messageType enum value, which has no stored dictionary to translate it.
  toRecords: (rows) =>
    rows.map((row) => ({
      ...toSysMessageJson(row),
      ...(row.es_type ? { esType_dictText: messageTypeText.get(row.es_type) ?? row.es_type } : {}),
    })),
});

const MESSAGE_TEXT_FIELDS = [
  ["esTitle", "es_title", 100],
  ["esType", "es_type", 50],
  ["esReceiver", "es_receiver", 1000],
  ["esParam", "es_param", 1000],
  ["esContent", "es_content", 100_000],
  ["esResult", "es_result", 255],
  ["remark", "remark", 500],
] as const;

/** `/sys/message/sysMessage/*` and `/sys/message/sysMessageTemplate/*` (with `sendMsg`). */
export function messageRoutes(deps: {
  db: Kysely<Database>;
  sender: MessageSender;
  clock: () => Date;
  /** Where an import's failed-rows report goes. */
  importDeps: ImportDeps;
}): RouteSpec[] {
  const { db, clock } = deps;
  return [
    ...crudRoutes(
      db,
      {
        base: "/sys/message/sysMessage",
        table: "sys_sms",
        codes: PERMISSION_CODES.message,
        messages: {
          add: "添加成功！",
          edit: "修改成功!",
          delete: "删除成功!",
          deleteBatch: "批量删除成功！",
        },
        listSpec: messageListSpec,
        toJson: toSysMessageJson,
        excel: messageExcel(deps.importDeps),
        async readBody(body, { mode }) {
          // A message needs what it says and to whom; an empty or malformed body creates nothing.
          if (mode === "add") {
            if (!optionalText(body, "esContent", 100_000)) throw new BusinessError("消息内容不能为空");
            if (!optionalText(body, "esReceiver", 1000)) throw new BusinessError("接收人不能为空");
          }
          const values: Record<string, unknown> = {};
          for (const [field, column, max] of MESSAGE_TEXT_FIELDS) {
            const value = optionalText(body, field, max);
            if (value !== undefined) values[column] = value;
          }
          const status = optionalText(body, "esSendStatus", 1);
          if (status !== undefined) {
            if (status !== null && !["0", "1", "2"].includes(status))
              throw new BusinessError("esSendStatus只能是0、1或2");
            values.es_send_status = status;
          }
          const num = optionalInteger(body, "esSendNum");
          if (num !== undefined) values.es_send_num = num;
          const sendTime = optionalDateTime(body, "esSendTime");
          if (sendTime !== undefined) values.es_send_time = sendTime;
          return values;
        },
      },
      clock,
    ),
    ...resourceCrudRoutes(
      db,
      {
        resource: messageTemplate,
        toJson: toSysMessageTemplateJson,
        messages: {
          add: "添加成功！",
          edit: "更新成功！",
          deleteBatch: "批量删除成功！",
          duplicate: "模板编码已存在",
        },
        async check(values, { existing }) {
          const type = values.template_type;
          if (type && type !== TEMPLATE_TEXT && type !== TEMPLATE_RICH)
            throw new BusinessError("模板类型只能是1(文本)或2(富文本)");
          if (values.template_content && (type ?? existing?.template_type) === TEMPLATE_RICH)
            values.template_content = await sanitizeRichHtml(values.template_content);
          if (values.template_test_json) parseTestData(values.template_test_json);
          if (values.use_status && values.use_status !== "0" && values.use_status !== "1")
            throw new BusinessError("useStatus只能是0或1");
          return values;
        },
        excel: { title: "消息模板", deps: () => deps.importDeps },
      },
      clock,
    ),
    post(
      "/sys/message/sysMessageTemplate/sendMsg",
      permission(PERMISSION_CODES.messageTemplate.send),
      async (c) => {
        const body = await readJsonObject(c);
        const templateCode = optionalText(body, "templateCode", 32);
        if (!templateCode) throw new BusinessError("模板编码不能为空");
        const receiver = optionalText(body, "receiver", 1000);
        if (!receiver) throw new BusinessError("接收人不能为空");
        const type = (optionalText(body, "msgType", 30) ?? "system") as MessageType;
        if (!MESSAGE_TYPES.includes(type)) throw new BusinessError(`消息类型不正确：${type}`);
        const testData = optionalText(body, "testData", 5000);
        const data = testData ? parseTestData(testData) : {};

        const template = await db
          .selectFrom("sys_sms_template")
          .selectAll()
          .where("template_code", "=", templateCode)
          .executeTakeFirst();
        if (!template) throw new BusinessError(`消息模板不存在：${templateCode}`);
        if (template.use_status === "0") throw new BusinessError("消息模板未启用");
        const rich = template.template_type === TEMPLATE_RICH;
        const filled = fillTemplate(template.template_content, data, rich);
        const content = rich ? await sanitizeRichHtml(filled) : filled;

        const usernames = [
          ...new Set(
            receiver
              .split(",")
              .map((u) => u.trim())
              .filter((u) => u !== ""),
          ),
        ];
        const users = await db
          .selectFrom("sys_user")
          .select(["id", "username"])
          .where("username", "in", usernames)
          .execute();
        const missing = usernames.filter((name) => !users.some((u) => u.username === name));
        if (type === "system" && missing.length > 0)
          throw new BusinessError(`接收人不存在：${missing.join(",")}`);

        const auth = requireAuth(c);
        await deps.sender.send({
          type,
          title: template.template_name || "消息发送测试",
          content,
          receiver: usernames.join(","),
          userIds: users.map((u) => u.id),
          param: testData ?? null,
          sender: auth.user.username,
          tenantId: auth.tenantId,
        });
        const sent: Envelope<null> = {
          success: true,
          message: "消息发送成功！",
          code: CODE_OK,
          result: null,
          timestamp: Date.now(),
        };
        return c.json(sent);
      },
    ),
  ];
}

function parseTestData(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BusinessError('测试数据必须是JSON对象，如 {"name":"张三"}');
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BusinessError('测试数据必须是JSON对象，如 {"name":"张三"}');
  }
  return value as Record<string, unknown>;
}
