import { categoryLoaders, dictLoaders } from "@kanya/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

// The load functions @kanya/ui/dict-select takes, as @kanya/client ships them, against the real endpoints.
describe.each(backends)("@kanya/client select loaders on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const app = createApp({ db: await backend.db() });
    const client = inProcessClient(app, { token: await signIn(app, "admin") });
    return { client, dict: dictLoaders(client), category: categoryLoaders(client) };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  it("loadDictItems gives value and text of a dictionary code and of a table dictionary", async () => {
    const { dict } = await setup();
    expect(await dict.loadDictItems("user_status")).toEqual([
      { value: "1", text: "正常" },
      { value: "2", text: "冻结" },
    ]);
    expect(await dict.loadDictItems("sys_user,realname,username")).toContainEqual({
      value: "admin",
      text: "管理员",
    });
  });

  it("loadDictItems rejects with the server's message when the dictionary string is refused", async () => {
    const { client, dict } = await setup();
    const refused = await client.sys.dict.getDictItems("sys_user,password,username");
    expect(refused.success).toBe(false);
    await expect(dict.loadDictItems("sys_user,password,username")).rejects.toThrow(refused.message);
  });

  it("search sends the keyword and page size (spec §7: loadDict, 10 per search)", async () => {
    const { dict } = await setup();
    expect((await dict.search("sys_user,realname,username", "管理", 10)).map((item) => item.value)).toContain(
      "admin",
    );
    expect(await dict.search("sys_user,realname,username", "", 1)).toHaveLength(1);
    expect(await dict.search("priority", "高", 10)).toEqual([{ value: "H", text: "高" }]);
  });

  it("loadTexts gives the texts of the keys it knows", async () => {
    const { dict } = await setup();
    expect(await dict.loadTexts("sys_user,realname,username", ["admin", "nobody"])).toEqual(["管理员"]);
  });

  it("loadTreeData loads a table's roots and a branch with leaf flags (the JTreeSelect payload)", async () => {
    const { dict } = await setup();
    const query = {
      tableName: "sys_category",
      text: "name",
      code: "id",
      pidField: "pid",
      hasChildField: "has_child",
    };
    const roots = await dict.loadTreeData({ ...query, pid: "0" });
    const goods = roots.find((node) => node.title === "商品分类");
    expect(goods).toMatchObject({ leaf: false, value: goods?.key });
    const branch = await dict.loadTreeData({ ...query, pid: goods?.key ?? "" });
    expect(branch.find((node) => node.title === "办公用品")?.leaf).toBe(true);
    const filtered = await dict.loadTreeData({
      ...query,
      pid: "0",
      condition: JSON.stringify({ code: "B01" }),
    });
    expect(filtered.map((node) => node.title)).toEqual(["服务类型"]);
  });

  it("category loaders: roots under a code, children, the condition filter and a name by id", async () => {
    const { category } = await setup();
    const regions = await category.loadTreeRoot({ pcode: "B02" });
    expect(regions.map((node) => node.title)).toEqual(["华北", "华东", "华南"]);
    const north = regions.find((node) => node.title === "华北");
    expect((await category.loadTreeChildren({ pid: north?.key ?? "" })).map((node) => node.title)).toEqual([
      "北京",
      "天津",
    ]);
    const east = await category.loadTreeRoot({ pcode: "B02", condition: JSON.stringify({ name: "华东" }) });
    expect(east.map((node) => node.title)).toEqual(["华东"]);
    expect(await category.loadOne(north?.key ?? "")).toBe("华北");
  });

  it("a failed category root load rejects with the server's message (the select shows it as an error)", async () => {
    const { client, category } = await setup();
    const refused = await client.sys.category.loadTreeRoot({ pcode: "ZZZ" });
    expect(refused.success).toBe(false);
    await expect(category.loadTreeRoot({ pcode: "ZZZ" })).rejects.toThrow(refused.message);
  });
});
