import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

/** The unique keys of the business and user-agent forms, checked as they are typed (createFormModal). */
const FORM_KEYS: [string, string][] = [
  ["biz_channel", "code"],
  ["biz_customer", "mobile"],
  ["biz_hospital", "name"],
  ["biz_member_card", "cardNo"],
  ["biz_patient", "idCard"],
  ["biz_patient", "recordNo"],
  ["biz_service_order", "orderNo"],
  ["sys_user_agent", "userName"],
];

describe.each(backends)("duplicate check of the forms' unique keys on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  it("answers a free value 该值可用！ and a stored one 该值不可用，系统中已存在！ (the record itself excepted)", async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const { client } = await grantedClient(app, db, [], { tenants: [1000], tenantId: 1000 });
    for (const [tableName, fieldName] of FORM_KEYS) {
      const fieldVal = `free${randomBytes(3).toString("hex")}`;
      expect([
        tableName,
        fieldName,
        await client.sys.common.duplicateCheck({ tableName, fieldName, fieldVal }),
      ]).toEqual([tableName, fieldName, expect.objectContaining({ success: true, message: "该值可用！" })]);
    }
    const channel = await db.selectFrom("biz_channel").select(["id", "code"]).executeTakeFirst();
    if (!channel) throw new Error("the seed has no channel");
    expect(
      await client.sys.common.duplicateCheck({
        tableName: "biz_channel",
        fieldName: "code",
        fieldVal: channel.code,
      }),
    ).toMatchObject({ success: false, message: "该值不可用，系统中已存在！" });
    expect(
      await client.sys.common.duplicateCheck({
        tableName: "biz_channel",
        fieldName: "code",
        fieldVal: channel.code,
        dataId: String(channel.id),
      }),
    ).toMatchObject({ success: true });
  });
});
