import type { SysDepartTreeModel } from "@kanya/client";
import { describe, expect, it } from "vitest";
import { departNodesOf, toDepartNodes } from "./depart-tree";

const model = (id: string, departName: string, children: SysDepartTreeModel[] | null = null) =>
  ({ id, departName, key: id, value: id, title: departName, children }) as SysDepartTreeModel;

describe("department tree nodes", () => {
  it("key each node by id, title it by name and keep the row, leaves without children", () => {
    const nodes = toDepartNodes([model("a", "公司", [model("b", "财务部")])]);
    expect(nodes).toEqual([
      {
        key: "a",
        title: "公司",
        data: expect.objectContaining({ id: "a" }),
        children: [{ key: "b", title: "财务部", data: expect.objectContaining({ id: "b" }) }],
      },
    ]);
  });

  it("read an empty answer (a user responsible for no department) as no nodes", () => {
    expect(departNodesOf({ success: true, message: "1", code: 0, result: null, timestamp: 0 }, "x")).toEqual(
      [],
    );
  });

  it("throw a refusal's message, or the fallback, for the tree pane to show", () => {
    const refused = { success: false, message: "没有权限", code: 510, result: null, timestamp: 0 };
    expect(() => departNodesOf(refused, "部门加载失败")).toThrow("没有权限");
    expect(() => departNodesOf({ ...refused, message: "" }, "部门加载失败")).toThrow("部门加载失败");
  });
});
