import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TreeList } from "./TreeList";
import type { PickerTreeNode } from "./tree-model";

afterEach(cleanup);

const roots: PickerTreeNode[] = [
  { key: "sys", title: "系统管理", children: [{ key: "role", title: "角色管理" }] },
];

function setup() {
  const onCheck = vi.fn();
  const onSelect = vi.fn();
  render(
    <TreeList
      roots={roots}
      expandedKeys={new Set(["sys"])}
      onExpandedChange={() => {}}
      checkable
      onCheck={onCheck}
      onSelect={onSelect}
      label="权限"
    />,
  );
  return { onCheck, onSelect, role: screen.getByRole("treeitem", { name: "角色管理" }) };
}

describe("TreeList that both ticks and selects", () => {
  it("ticks on a click of the box and selects on a click of the title", async () => {
    const { onCheck, onSelect, role } = setup();
    await userEvent.click(role.querySelector("[data-check]") as Element);
    expect(onCheck).toHaveBeenCalledWith("role");
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText("角色管理"));
    expect(onSelect).toHaveBeenCalledWith("role");
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it("ticks with Space and selects with Enter", async () => {
    const { onCheck, onSelect, role } = setup();
    role.focus();
    await userEvent.keyboard(" ");
    expect(onCheck).toHaveBeenCalledWith("role");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("role");
  });
});
