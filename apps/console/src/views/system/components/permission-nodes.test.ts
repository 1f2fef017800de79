import type { PermissionTreeModel } from "@kanya/client";
import { describe, expect, it } from "vitest";
import { toPermissionNodes } from "./permission-nodes";

const model = (key: string, extra: Partial<PermissionTreeModel> = {}): PermissionTreeModel => ({
  key,
  title: key,
  slotTitle: key,
  isLeaf: true,
  icon: null,
  ruleFlag: 0,
  scopedSlots: null,
  children: null,
  parentId: null,
  label: key,
  value: key,
  ...extra,
});

describe("the authorisation tree", () => {
  it("keeps keys, titles and nesting, and marks menus with data rules", () => {
    const nodes = toPermissionNodes([
      model("system", {
        title: "系统管理",
        isLeaf: false,
        children: [model("role", { title: "角色管理", ruleFlag: 1 }), model("add", { title: "添加" })],
      }),
    ]);
    expect(nodes).toEqual([
      {
        key: "system",
        title: "系统管理",
        data: { hasRules: false },
        children: [
          { key: "role", title: "角色管理", data: { hasRules: true } },
          { key: "add", title: "添加", data: { hasRules: false } },
        ],
      },
    ]);
  });

  it("names a node without a title by its label, then its key", () => {
    expect(toPermissionNodes([model("x", { title: null, label: "按钮" })])[0]?.title).toBe("按钮");
    expect(toPermissionNodes([model("y", { title: null, label: null })])[0]?.title).toBe("y");
  });
});
