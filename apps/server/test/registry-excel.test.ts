import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import type { AppEnv } from "../src/http/env";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

/** Excel of the registries on the resource routes: the resource's columns out, rows checked as an add in. */
const P = PERMISSION_CODES;
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

describe.each(backends)("registry Excel on $name", (backend) => {
  let db: Kysely<Database>;
  let app: Hono<AppEnv>;
  let headers: Record<string, string>;
  let storageDir = "";

  beforeAll(async () => {
    db = await backend.db();
    storageDir = await mkdtemp(join(tmpdir(), "kanya-registry-excel-"));
    app = createApp({ db, storage: localFileStorage(storageDir), log: () => {} });
    const codes = [
      ...Object.values(P.checkRule),
      ...Object.values(P.dataSource),
      ...Object.values(P.messageTemplate),
    ];
    const { token } = await grantedClient(app, db, codes, { tenants: [1000], tenantId: 1000 });
    headers = { "X-Access-Token": token, "X-Tenant-Id": "1000" };
  });

  afterAll(async () => {
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const exported = async (path: string) =>
    readXlsx(await (await rawRequest(app, path, { headers })).arrayBuffer());
  const imported = async (path: string, sheet: Uint8Array) =>
    (await rawRequest(app, path, { method: "POST", headers, body: xlsxForm(sheet) })).json();

  it("exports check rules with their labels as headers and imports a sheet back, refusing bad rows", async () => {
    const ruleCode = unique("rule_");
    const ruleJson = '[{"digits":"*","pattern":"^.{2,4}$","message":"长度2到4位"}]';
    const add = await rawRequest(app, "/sys/checkRule/add", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ ruleName: "导出规则", ruleCode, ruleJson }),
    });
    expect(await add.json()).toMatchObject({ success: true });
    const rows = await exported(`/sys/checkRule/exportXls?ruleCode=${ruleCode}`);
    expect(rows[0]?.[0]).toBe("编码校验规则");
    expect(rows[1]).toEqual(["规则名称", "规则编码", "规则JSON", "规则描述"]);
    expect(rows.slice(2)).toEqual([["导出规则", ruleCode, ruleJson]]);

    const copy = unique("rule_");
    const sheet = await xlsxOf("编码校验规则", rows[1] ?? [], [
      ["导入规则", copy, ruleJson, ""],
      ["坏规则", unique("rule_"), '[{"digits":"1","pattern":"(","message":"x"}]', ""],
      ["重复", ruleCode, ruleJson, ""],
    ]);
    const answer = await imported("/sys/checkRule/importExcel", sheet);
    expect(answer).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 2 } });
    const check = await rawRequest(app, `/sys/checkRule/checkByCode?ruleCode=${copy}&value=abc`, { headers });
    expect(await check.json()).toMatchObject({ success: true });
  });

  it("imports data sources as the add route does: the URL checked, the type by its text, in the tenant", async () => {
    const good = unique("ds_");
    const header = ["数据源编码", "数据源名称", "数据库类型", "驱动类", "数据源地址"];
    const sheet = await xlsxOf("多数据源管理", header, [
      [good, "报表库", "postgresql", "org.postgresql.Driver", "jdbc:postgresql://db:5432/report"],
      [unique("ds_"), "恶意库", "6", "org.postgresql.Driver", "jdbc:postgresql://db/x?socketFactory=a.B"],
    ]);
    expect(await imported("/sys/dataSource/importExcel", sheet)).toMatchObject({
      code: 201,
      result: { successCount: 1, errorCount: 1 },
    });
    const row = await db
      .selectFrom("sys_data_source")
      .selectAll()
      .where("code", "=", good)
      .executeTakeFirstOrThrow();
    // The type was given by its dictionary text and stored as its value; a password is never in a sheet.
    expect(row).toMatchObject({ db_type: "6", tenant_id: 1000, db_password: null });
  });

  it("exports message templates with the type as text, which imports back as the value", async () => {
    const templateCode = unique("tpl_");
    await rawRequest(app, "/sys/message/sysMessageTemplate/add", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({
        templateCode,
        templateName: "问候",
        templateType: "1",
        templateContent: "你好${name}",
      }),
    });
    const rows = await exported(`/sys/message/sysMessageTemplate/exportXls?templateCode=${templateCode}`);
    const header = rows[1] ?? [];
    const record = rows[2] ?? [];
    expect(record[header.indexOf("模板类型")]).not.toBe("1");
    const copy = unique("tpl_");
    record[header.indexOf("模板编码")] = copy;
    const answer = await imported(
      "/sys/message/sysMessageTemplate/importExcel",
      await xlsxOf("消息模板", header, [record]),
    );
    expect(answer).toMatchObject({ success: true });
    const stored = await db
      .selectFrom("sys_sms_template")
      .selectAll()
      .where("template_code", "=", copy)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ template_type: "1", template_content: "你好${name}" });
  });
});
