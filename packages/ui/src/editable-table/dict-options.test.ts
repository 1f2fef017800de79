import { describe, expect, it, vi } from "vitest";
import { loadDictItemsOnce, loadDictTextOnce, mergeDictOptions } from "./dict-options";

describe("mergeDictOptions", () => {
  it("keeps the column's options first and adds the dictionary items they do not have", () => {
    const merged = mergeDictOptions(
      [{ value: "0", text: "其他" }],
      [
        { value: "1", text: "男" },
        { value: "0", text: "未知" },
        { value: "2", text: "女", disabled: true },
      ],
    );
    expect(merged).toEqual([
      { value: "0", text: "其他" },
      { value: "1", text: "男", disabled: undefined },
      { value: "2", text: "女", disabled: true },
    ]);
  });

  it("takes the dictionary's items alone when the column has no options", () => {
    expect(mergeDictOptions(undefined, [{ value: "1", text: "男" }])).toEqual([
      { value: "1", text: "男", disabled: undefined },
    ]);
  });
});

describe("loadDictItemsOnce", () => {
  it("asks the loader once per code, also while the first answer is on its way", async () => {
    const load = vi.fn(async (code: string) => [{ value: "1", text: code }]);
    const [first, second] = await Promise.all([
      loadDictItemsOnce(load, "sex"),
      loadDictItemsOnce(load, "sex"),
    ]);
    await loadDictItemsOnce(load, "sex");
    await loadDictItemsOnce(load, "priority");
    expect(first).toBe(second);
    expect(load.mock.calls).toEqual([["sex"], ["priority"]]);
  });

  it("asks again after a failed load", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("字典加载失败"))
      .mockResolvedValueOnce([{ value: "1", text: "男" }]);
    await expect(loadDictItemsOnce(load, "sex")).rejects.toThrow("字典加载失败");
    await expect(loadDictItemsOnce(load, "sex")).resolves.toEqual([{ value: "1", text: "男" }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps each loader's answers apart", async () => {
    const zh = vi.fn(async () => [{ value: "1", text: "男" }]);
    const en = vi.fn(async () => [{ value: "1", text: "Male" }]);
    await expect(loadDictItemsOnce(zh, "sex")).resolves.toEqual([{ value: "1", text: "男" }]);
    await expect(loadDictItemsOnce(en, "sex")).resolves.toEqual([{ value: "1", text: "Male" }]);
  });
});

describe("loadDictTextOnce", () => {
  it("asks for a value's text once and falls back to the value when the server has none", async () => {
    const load = vi.fn(async (_code: string, keys: readonly string[]) => (keys[0] === "u1" ? ["张三"] : []));
    await expect(loadDictTextOnce(load, "sys_user,realname,id", "u1")).resolves.toBe("张三");
    await expect(loadDictTextOnce(load, "sys_user,realname,id", "u1")).resolves.toBe("张三");
    await expect(loadDictTextOnce(load, "sys_user,realname,id", "u9")).resolves.toBe("u9");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
