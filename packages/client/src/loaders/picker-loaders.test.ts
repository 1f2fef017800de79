import { describe, expect, it } from "vitest";
import { createClient } from "../client.js";
import { listPickerLoaders, pickerLoaders } from "./picker-loaders.js";

function fakeClient(result: (url: URL) => unknown) {
  const urls: URL[] = [];
  const fetch = async (url: string) => {
    const parsed = new URL(url);
    urls.push(parsed);
    return Response.json({ success: true, message: "", code: 200, result: result(parsed), timestamp: 1 });
  };
  return { urls, client: createClient({ baseUrl: "http://h/jeecg-boot", fetch }) };
}

describe("listPickerLoaders", () => {
  it("lists <api>/list with containing filters and loads chosen ids back with one in-filter", async () => {
    const { urls, client } = fakeClient(() => ({ records: [{ id: "c1", name: "张三" }], total: 1 }));
    const loaders = listPickerLoaders(client, "/business/customer/", ["name"]);
    await expect(
      loaders.load({ pageNo: 2, pageSize: 5, name: "张", type: "1", mobile: "" }),
    ).resolves.toEqual({
      records: [{ id: "c1", name: "张三" }],
      total: 1,
    });
    expect(urls[0]?.pathname).toBe("/jeecg-boot/business/customer/list");
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toMatchObject({
      pageNo: "2",
      pageSize: "5",
      name: "*张*",
      type: "1",
    });
    expect(urls[0]?.searchParams.has("mobile")).toBe(false);
    await loaders.loadSelected(["c1", "c2"]);
    expect(urls[1]?.searchParams.get("id")).toBe("c1,c2");
    await expect(loaders.loadSelected([])).resolves.toEqual([]);
    expect(urls).toHaveLength(2);
  });

  it("rejects with the server's message", async () => {
    const fetch = async () =>
      Response.json({ success: false, message: "无权限", code: 510, result: null, timestamp: 1 });
    const client = createClient({ baseUrl: "http://h", fetch });
    await expect(
      listPickerLoaders(client, "/business/customer").load({ pageNo: 1, pageSize: 5 }),
    ).rejects.toThrow("无权限");
  });
});

describe("pickerLoaders().departs.loadSelected", () => {
  it("answers chosen department ids with their names, nested ones too", async () => {
    const { client } = fakeClient(() => [
      { id: "d1", departName: "总部", children: [{ id: "d2", departName: "研发部", children: [] }] },
      { id: "d3", departName: "分部" },
    ]);
    await expect(pickerLoaders(client).departs.loadSelected(["d2", "d3"])).resolves.toEqual([
      { id: "d2", departName: "研发部" },
      { id: "d3", departName: "分部" },
    ]);
  });
});
