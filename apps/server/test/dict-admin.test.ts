import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImportReport } from "@kanya/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { rawRequest, signedHeaders } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

const D = PERMISSION_CODES.dict;
const I = PERMISSION_CODES.dictItem;
const ALL_CODES = [...Object.values(D), ...Object.values(I)];
const uniqueCode = () => `t_${randomBytes(5).toString("hex")}`;

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), "kanya-dict-"));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe.each(backends)("dictionaries on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const db = await backend.db();
    const app = createApp({ db, storage: localFileStorage(storageDir) });
    const granted = await grantedClient(app, db, ALL_CODES, { tenants: [1000], tenantId: 1000 });
    return { db, app, ...granted };
  };
  /** One manager for the block; every test works on dictionaries of its own. */
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  const addDict = async (client: Awaited<ReturnType<typeof setup>>["client"], dictCode = uniqueCode()) => {
    expect(
      await client.sys.dict.add({ dictName: "测试字典", dictCode, description: "用于测试" }),
    ).toMatchObject({
      success: true,
      code: 200,
      message: "保存成功！",
    });
    const id = (await client.sys.dict.list({ dictCode })).result.records[0]?.id ?? "";
    expect(id).not.toBe("");
    return { id, dictCode };
  };

  it("adds, finds by keywords, edits, recycles, restores and deletes a dictionary for good", async () => {
    const { client, db } = await setup();
    const { id, dictCode } = await addDict(client);
    expect(await client.sys.dict.add({ dictName: "重复", dictCode })).toMatchObject({ success: false });

    const found = await client.sys.dict.list({ keywords: dictCode.slice(2) });
    expect(found).toMatchObject({ success: true, code: 0 });
    expect(found.result.records[0]).toMatchObject({ id, dictCode, dictName: "测试字典", delFlag: 0 });

    expect(await client.sys.dict.edit({ id, dictName: "改名字典" })).toMatchObject({
      success: true,
      message: "编辑成功!",
    });
    expect((await client.sys.dict.list({ dictCode })).result.records[0]?.dictName).toBe("改名字典");
    expect(await client.sys.dict.edit({ id: "no-such-dict", dictName: "x" })).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });

    await client.sys.dict.item.add({ dictId: id, itemText: "甲", itemValue: "a", sortOrder: 1 });
    expect(await client.sys.dict.delete(id)).toMatchObject({ success: true, message: "删除成功!" });
    expect((await client.sys.dict.list({ dictCode })).result.total).toBe(0);
    expect((await client.sys.dict.deleteList()).result.map((d) => d.id)).toContain(id);
    expect((await client.sys.dict.getDictItems(dictCode)).result).toEqual([]);

    expect(await client.sys.dict.back(id)).toMatchObject({
      success: true,
      message: "操作成功!",
      result: "操作成功!",
    });
    expect((await client.sys.dict.getDictItems(dictCode)).result.map((i) => i.value)).toEqual(["a"]);

    expect(await client.sys.dict.deletePhysic(id)).toMatchObject({ success: true, message: "删除成功!" });
    expect(
      await db.selectFrom("sys_dict").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom("sys_dict_item").select("id").where("dict_id", "=", id).execute()).toEqual([]);
  });

  it("manages items: list in sort order with status text, value check, edit, delete", async () => {
    const { client } = await setup();
    const { id: dictId, dictCode } = await addDict(client);
    await client.sys.dict.item.add({ dictId, itemText: "二", itemValue: "2", sortOrder: 2 });
    await client.sys.dict.item.add({
      dictId,
      itemText: "一",
      itemValue: "1",
      sortOrder: 1,
      itemColor: "#f00",
    });
    await client.sys.dict.item.add({ dictId, itemText: "停用", itemValue: "9", sortOrder: 3, status: 0 });

    const items = await client.sys.dict.item.list({ dictId });
    expect(items).toMatchObject({ success: true, code: 0 });
    expect(items.result.records.map((i) => [i.itemValue, i.status_dictText])).toEqual([
      ["1", "启用"],
      ["2", "启用"],
      ["9", "不启用"],
    ]);
    // Lookups show enabled items only.
    expect((await client.sys.dict.getDictItems(dictCode)).result).toEqual([
      { value: "1", text: "一", color: "#f00", jsonObject: null, title: "一", label: "一" },
      { value: "2", text: "二", color: null, jsonObject: null, title: "二", label: "二" },
    ]);

    const first = items.result.records[0]?.id ?? "";
    expect(await client.sys.dict.item.check({ dictId, itemValue: "2" })).toMatchObject({
      success: false,
      message: "该值不可用，系统中已存在！",
    });
    expect(await client.sys.dict.item.check({ dictId, itemValue: "3" })).toMatchObject({
      success: true,
      message: "该值可用！",
    });
    expect(await client.sys.dict.item.check({ dictId, itemValue: "1", id: first })).toMatchObject({
      success: true,
    });

    expect(await client.sys.dict.item.edit({ id: first, itemText: "壹" })).toMatchObject({
      success: true,
      message: "编辑成功!",
    });
    expect(await client.sys.dict.item.delete(first)).toMatchObject({ success: true, message: "删除成功!" });
    const rest = (await client.sys.dict.item.list({ dictId })).result.records.map((i) => i.id);
    expect(await client.sys.dict.item.deleteBatch(rest)).toMatchObject({ success: true });
    expect((await client.sys.dict.item.list({ dictId })).result.total).toBe(0);
  });

  it("answers getDictItems for a code and for allow-listed table dictionaries (code 0)", async () => {
    const { client } = await setup();
    const sex = await client.sys.dict.getDictItems("sex");
    expect(sex).toMatchObject({ success: true, code: 0 });
    expect(sex.result.map((i) => `${i.value}=${i.text}`)).toEqual(["1=男", "2=女"]);

    const users = await client.sys.dict.getDictItems("sys_user,realname,username");
    expect(users.result).toContainEqual({
      value: "admin",
      text: "管理员",
      color: null,
      jsonObject: null,
      title: "管理员",
      label: "管理员",
    });
    const filtered = await client.sys.dict.getDictItems("sys_user,realname,username,username='admin'");
    expect(filtered.result.map((i) => i.value)).toEqual(["admin"]);
    const departs = await client.sys.dict.getDictItems(
      "sys_depart,depart_name,org_code,org_category='1' and del_flag='0'",
    );
    expect(departs.result.map((i) => i.value)).toEqual(expect.arrayContaining(["A01", "A02"]));
    expect(departs.result.every((i) => i.value.length === 3)).toBe(true);
  });

  it("answers getDictItems for an enum dictionary no stored one names (messageType)", async () => {
    const { client } = await setup();
    const types = await client.sys.dict.getDictItems("messageType");
    expect(types).toMatchObject({ success: true, code: 0 });
    expect(types.result.map((i) => `${i.value}=${i.text}`)).toEqual([
      "system=系统消息",
      "email=邮件消息",
      "dingtalk=钉钉消息",
      "wechat_enterprise=企业微信",
    ]);
  });

  it.each([
    ["a secret column as text", "sys_user,password,username"],
    ["a salt as code", "sys_user,realname,salt"],
    ["a table outside the allow-list", "pg_user,usename,usename"],
    ["a schema-qualified table", "pg_catalog.pg_user,usename,usename"],
    ["the session table", "kanya_session,token_hash,user_id"],
    ["SQL in the table name", "sys_user;drop table sys_user,realname,username"],
    ["a sub-query as column", "sys_user,realname,(select password from sys_user)"],
    ["an always-true where", "sys_user,realname,username,1=1"],
    ["OR in the where", "sys_user,realname,username,username='x' or 1=1"],
    ["a quote break-out", "sys_user,realname,username,username='x'' or ''1''=''1'"],
    ["a comment", "sys_user,realname,username,username='admin'--"],
    ["a function in the where", "sys_user,realname,username,username=current_user"],
    ["a where on a secret column", "sys_user,realname,username,password='x'"],
    ["a union", "sys_user,realname,username,username='a' union select password,salt from sys_user"],
  ])("refuses %s without leaking SQL", async (_what, code) => {
    const { app, token } = await setup();
    for (const path of [
      `/sys/dict/getDictItems/${encodeURIComponent(code)}`,
      `/sys/dict/loadDict/${encodeURIComponent(code)}?keyword=a`,
    ]) {
      const res = await rawRequest(app, path, {
        headers: { "X-Access-Token": token, ...signedHeaders(path) },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      const body = JSON.parse(text) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^字典/);
      for (const leak of ["select", "password", "salt", "pg_", "syntax", "relation"]) {
        expect(text.toLowerCase()).not.toContain(leak);
      }
    }
  });

  it("answers an empty code with 字典Code格式不正确！", async () => {
    const { client } = await setup();
    expect(await client.sys.dict.getDictItems(" ")).toMatchObject({
      success: false,
      message: "字典Code格式不正确！",
    });
    expect(await client.sys.dict.loadDictItem("sex", ["1"])).toMatchObject({
      success: false,
      message: "字典Code格式不正确！",
    });
  });

  it("loads by keyword (pageSize default 10) and translates keys", async () => {
    const { client } = await setup();
    const found = await client.sys.dict.loadDict("sys_user,realname,username", { keyword: "管理" });
    expect(found).toMatchObject({ success: true, code: 0 });
    expect(found.result.map((i) => i.value)).toContain("admin");
    expect((await client.sys.dict.loadDict("sys_user,realname,username")).result.length).toBeLessThanOrEqual(
      10,
    );
    expect(
      (await client.sys.dict.loadDict("sys_user,realname,username", { pageSize: 1 })).result,
    ).toHaveLength(1);
    // A keyword is a value, never a pattern of SQL.
    expect(
      (await client.sys.dict.loadDict("sys_user,realname,username", { keyword: "%' or '1'='1" })).result,
    ).toEqual([]);
    expect(
      (await client.sys.dict.loadDict("priority", { keyword: "高" })).result.map((i) => i.value),
    ).toEqual(["H"]);

    expect(
      (await client.sys.dict.loadDictItem("sys_user,realname,username", ["admin", "nobody"])).result,
    ).toEqual(["管理员"]);
    expect(
      (await client.sys.dict.loadDictItem("sys_user,realname,username", ["nobody", "admin"], false)).result,
    ).toEqual(["nobody", "管理员"]);
  });

  it("loads tree data with leaf flags (TreeSelectModel serializes leaf), filtered by an allow-listed condition", async () => {
    const { client } = await setup();
    const roots = await client.sys.dict.loadTreeData({
      pid: "0",
      pidField: "pid",
      tableName: "sys_category",
      text: "name",
      code: "id",
      hasChildField: "has_child",
    });
    expect(roots).toMatchObject({ success: true, code: 0 });
    const a01 = roots.result.find((n) => n.title === "商品分类");
    expect(a01).toMatchObject({ leaf: false, value: a01?.key });
    expect(a01).not.toHaveProperty("isLeaf");

    const children = await client.sys.dict.loadTreeData({
      pid: a01?.key ?? "",
      pidField: "pid",
      tableName: "sys_category",
      text: "name",
      code: "id",
      hasChildField: "has_child",
    });
    expect(children.result.find((n) => n.title === "办公用品")?.leaf).toBe(true);
    expect(children.result.find((n) => n.title === "口腔耗材")?.leaf).toBe(false);

    const filtered = await client.sys.dict.loadTreeData({
      pid: "0",
      pidField: "pid",
      tableName: "sys_category",
      text: "name",
      code: "id",
      hasChildField: "has_child",
      condition: JSON.stringify({ code: "B01" }),
    });
    expect(filtered.result.map((n) => n.title)).toEqual(["服务类型"]);

    for (const bad of [
      { tableName: "sys_user", pidField: "id", text: "password", code: "id" },
      {
        tableName: "sys_category",
        pidField: "pid",
        text: "name",
        code: "id",
        condition: '{"1=1 or name":"x"}',
      },
      { tableName: "sys_category", pidField: "pid", text: "name", code: "id", condition: "not json" },
      { tableName: "sys_category", pidField: "name; drop", text: "name", code: "id" },
    ]) {
      const res = await client.sys.dict.loadTreeData({ pid: "0", ...bad });
      expect(res.success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("adds JeecgBoot's enum dictionaries and the business dictionaries to queryAllDictItems", async () => {
    const { client } = await setup();
    const all = await client.sys.dict.queryAllDictItems();
    expect(all).toMatchObject({ success: true, code: 200 });
    expect(all.result.messageType?.map((i) => i.value)).toEqual([
      "system",
      "email",
      "dingtalk",
      "wechat_enterprise",
    ]);
    expect(all.result.rangeDate?.map((i) => i.value)).toContain("zdy");
    expect(all.result.messageHref?.[0]).toMatchObject({ value: "bpm", text: "/task/myHandleTaskInfo" });
    for (const code of [
      "client_type",
      "database_type",
      "rule_conditions",
      "quartz_status",
      "msgSendStatus",
      "order_status",
      "channel",
      "insurance_claim_status",
      "member_card_type",
      "work_order_priority",
    ]) {
      expect(all.result[code]?.length, code).toBeGreaterThan(0);
    }
    expect(all.result.priority?.map((i) => i.value)).toEqual(["H", "M", "L"]);
    expect(await client.sys.dict.refleshCache()).toMatchObject({ success: true });
  });

  it("needs the dictionary codes: 510 and nothing changes", async () => {
    const { app, db } = await setup();
    const reader = await grantedClient(app, db, [D.list]);
    const dictCode = uniqueCode();
    const denied = { success: false, code: 510 };
    expect(await reader.client.sys.dict.add({ dictCode, dictName: "x" })).toMatchObject(denied);
    expect(
      await reader.client.sys.dict.item.add({ dictId: "x", itemText: "x", itemValue: "x" }),
    ).toMatchObject(denied);
    expect(await reader.client.sys.dict.deletePhysic("x")).toMatchObject(denied);
    expect(
      await db.selectFrom("sys_dict").select("id").where("dict_code", "=", dictCode).executeTakeFirst(),
    ).toBeUndefined();
    // Lookups only need a token.
    expect((await reader.client.sys.dict.getDictItems("sex")).success).toBe(true);
    const path = "/sys/dict/getDictItems/sex";
    expect((await rawRequest(app, path, { headers: signedHeaders(path) })).status).toBe(401);
  });

  it("exports dictionaries with their items and imports them, reporting refused rows (code 201)", async () => {
    const { app, client, token } = await setup();
    const { id, dictCode } = await addDict(client);
    await client.sys.dict.item.add({ dictId: id, itemText: "是", itemValue: "Y", sortOrder: 1 });
    await client.sys.dict.item.add({ dictId: id, itemText: "否", itemValue: "N", sortOrder: 2 });

    const exported = await rawRequest(app, `/sys/dict/exportXls?selections=${id}`, {
      headers: { "X-Access-Token": token },
    });
    expect(exported.headers.get("Content-Type")).toContain("spreadsheetml");
    const rows = await readXlsx(await exported.arrayBuffer());
    expect(rows[1]).toEqual(["字典名称", "字典编码", "描述", "字典项"]);
    expect(rows.slice(2)).toEqual([["测试字典", dictCode, "用于测试", "Y=是;N=否"]]);

    const fresh = uniqueCode();
    const sheet = await xlsxOf(
      "数据字典",
      ["字典名称", "字典编码", "描述", "字典项"],
      [
        ["导入字典", fresh, "", "1=一;2=二"],
        ["重复字典", dictCode, "", ""],
        ["坏字典", uniqueCode(), "", "没有等号"],
      ],
    );
    const res = await client.sys.dict.importExcel(xlsxForm(sheet));
    expect(res).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    const report = res.result as ImportReport;
    expect(report).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    expect(report.fileUrl).toMatch(/^\/sys\/common\/static\/import\//);
    const failed = await readXlsx(
      await readFile(join(storageDir, report.fileUrl.replace("/sys/common/static/", ""))),
    );
    expect(failed.map((r) => r.at(-1)).join("\n")).toContain("字典编码已经存在");
    expect((await client.sys.dict.getDictItems(fresh)).result.map((i) => i.text)).toEqual(["一", "二"]);
  });
});
