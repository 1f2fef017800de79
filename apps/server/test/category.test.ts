import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { nextCategoryCode } from "../src/modules/category/category-code";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

const C = PERMISSION_CODES.category;
const uniqueName = (prefix: string) => `${prefix}${randomBytes(3).toString("hex")}`;

describe("category codes", () => {
  it("count A01…A99, then B01, three characters per level", () => {
    expect(nextCategoryCode("", undefined)).toBe("A01");
    expect(nextCategoryCode("", "C02")).toBe("C03");
    expect(nextCategoryCode("A01", "A01A09")).toBe("A01A10");
    expect(nextCategoryCode("A01", "A01A99")).toBe("A01B01");
  });
});

describe.each(backends)("/sys/category on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    return { db, app, ...(await grantedClient(app, db, Object.values(C))) };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  it("serves the seeded tree: roots A01, B01, B02, C02 with children", async () => {
    const { client } = await setup();
    const roots = await client.sys.category.loadTreeRoot({ pcode: "0" });
    expect(roots).toMatchObject({ success: true, code: 0 });
    expect(roots.result.map((n) => n.code)).toEqual(expect.arrayContaining(["A01", "B01", "B02", "C02"]));
    const a01 = roots.result.find((n) => n.code === "A01");
    expect(a01).toMatchObject({ title: "商品分类", leaf: false, parentId: "0", children: null });

    const sync = await client.sys.category.loadTreeRoot({ pcode: "A01", async: false });
    const dental = sync.result.find((n) => n.code === "A01A03");
    expect(dental?.children?.map((n) => n.code)).toEqual(["A01A03A01", "A01A03A02"]);
    expect(dental?.children?.every((n) => n.leaf)).toBe(true);

    const children = await client.sys.category.loadTreeChildren(a01?.key ?? "");
    expect(children.result.map((n) => n.code)).toEqual(["A01A01", "A01A02", "A01A03"]);
    expect(await client.sys.category.loadTreeRoot({ pcode: "ZZZ" })).toMatchObject({ success: false });
  });

  it("loads one by an allow-listed field, names by ids, all data under a code, tree data by pcode", async () => {
    const { client } = await setup();
    const one = await client.sys.category.loadOne("code", "B01A02");
    expect(one.result).toMatchObject({ name: "口腔诊疗", code: "B01A02", hasChild: "0" });
    expect(await client.sys.category.loadOne("code", "NONE")).toMatchObject({
      success: false,
      message: "查询无果",
    });
    for (const field of ["password", "name = '' or 1=1 --", "tenant_id"]) {
      expect(await client.sys.category.loadOne(field, "x")).toMatchObject({
        success: false,
        message: "字段无效，请检查!",
      });
    }

    const b01 = await client.sys.category.loadOne("code", "B01");
    const b0101 = await client.sys.category.loadOne("code", "B01A01");
    expect(
      (await client.sys.category.loadDictItem([b0101.result.id, "missing", b01.result.id])).result,
    ).toEqual(["健康体检", "服务类型"]);
    expect((await client.sys.category.loadDictItem(["missing"], false)).result).toEqual(["missing"]);

    const all = await client.sys.category.loadAllData("B02");
    expect(all.result.map((i) => i.text)).toEqual([
      "服务地区",
      "华北",
      "北京",
      "天津",
      "华东",
      "上海",
      "华南",
    ]);
    expect(all.result[0]).toMatchObject({ value: expect.any(String), title: "服务地区" });
    expect(await client.sys.category.loadAllData("QQQ")).toMatchObject({ success: false });

    const byCode = await client.sys.category.loadTreeData({ pcode: "B02" });
    expect(byCode.result.map((n) => n.title)).toEqual(["华北", "华东", "华南"]);
    const filtered = await client.sys.category.loadTreeData({
      pcode: "B02",
      condition: JSON.stringify({ name: "华东" }),
    });
    expect(filtered.result.map((n) => n.title)).toEqual(["华东"]);
    expect(
      await client.sys.category.loadTreeData({ pcode: "B02", condition: '{"1=1;--":"x"}' }),
    ).toMatchObject({ success: false });
    expect(await client.sys.category.loadTreeData({})).toMatchObject({
      success: false,
      message: "加载分类字典树参数有误.[null]!",
    });
  });

  it("adds roots and children with generated codes, checks codes, edits, lists, and deletes subtrees", async () => {
    const { client, db } = await setup();
    const rootName = uniqueName("根");
    expect(await client.sys.category.add({ name: rootName })).toMatchObject({
      success: true,
      message: "添加成功！",
    });
    const root = (await client.sys.category.loadOne("name", rootName)).result;
    expect(root.pid).toBe("0");
    expect(root.code).toMatch(/^[A-Z]\d{2}$/);

    await client.sys.category.add({ pid: root.id, name: uniqueName("子") });
    const childName = uniqueName("子");
    await client.sys.category.add({ pid: root.id, name: childName });
    const kids = await client.sys.category.childList(root.id);
    expect(kids.result.map((k) => k.code)).toEqual([`${root.code}A01`, `${root.code}A02`]);
    expect((await client.sys.category.queryById(root.id)).result.hasChild).toBe("1");

    expect(await client.sys.category.checkCode({ pid: root.id, code: `${root.code}A09` })).toMatchObject({
      success: true,
    });
    expect(await client.sys.category.checkCode({ pid: root.id, code: "X99A01" })).toMatchObject({
      success: false,
      message: `编码不符合规范,须以"${root.code}"开头!`,
    });
    expect(await client.sys.category.add({ pid: root.id, name: "坏编码", code: "X99A01" })).toMatchObject({
      success: false,
    });
    expect(
      await client.sys.category.add({ pid: root.id, name: "重复", code: `${root.code}A01` }),
    ).toMatchObject({ success: false });

    const child = (await client.sys.category.loadOne("name", childName)).result;
    expect(await client.sys.category.edit({ id: child.id, name: `${childName}改` })).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    expect(await client.sys.category.edit({ id: root.id, pid: child.id })).toMatchObject({ success: false });

    const page = await client.sys.category.rootList({ pid: root.id });
    expect(page).toMatchObject({ success: true, code: 0 });
    expect(page.result.total).toBe(2);
    const search = await client.sys.category.rootList({ name: `${childName}改` });
    expect(search.result.records.map((r) => r.id)).toEqual([child.id]);

    expect(await client.sys.category.delete(root.id)).toMatchObject({ success: true, message: "删除成功!" });
    const left = await db
      .selectFrom("sys_category")
      .select("id")
      .where("code", "like", `${root.code}%`)
      .execute();
    expect(left).toEqual([]);
  });

  it("needs the category codes for changes; lookups only need a token", async () => {
    const { app, db } = await setup();
    const reader = await grantedClient(app, db, []);
    const name = uniqueName("无权");
    expect(await reader.client.sys.category.add({ name })).toMatchObject({ success: false, code: 510 });
    expect(await reader.client.sys.category.rootList()).toMatchObject({ success: false, code: 510 });
    expect(
      await db.selectFrom("sys_category").select("id").where("name", "=", name).executeTakeFirst(),
    ).toBeUndefined();
    expect((await reader.client.sys.category.loadTreeRoot({ pcode: "0" })).success).toBe(true);
  });
});
