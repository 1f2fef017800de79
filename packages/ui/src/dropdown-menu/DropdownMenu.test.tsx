import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DropdownMenu } from "./DropdownMenu";
import { dropdownMenuItemClasses } from "./menu-classes";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("DropdownMenu", () => {
  it("renders items, separators and groups with icons hidden from screen readers", () => {
    render(
      <DropdownMenu
        defaultOpen
        items={[
          { key: "a", label: "编辑", icon: <svg data-testid="icon" /> },
          { type: "separator" },
          { type: "group", key: "g", label: "更多", children: [{ key: "b", label: "删除", danger: true }] },
        ]}
      >
        <button type="button">操作</button>
      </DropdownMenu>,
    );
    expect(screen.getByRole("menu")).toBeTruthy();
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["编辑", "删除"]);
    expect(screen.getByRole("separator")).toBeTruthy();
    expect(screen.getByRole("group").textContent).toContain("更多");
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("menuitem", { name: "删除" }).className).toContain("text-danger-text");
  });

  it("calls the item's onSelect and then onSelect with the key", () => {
    const onItem = vi.fn();
    const onSelect = vi.fn();
    render(
      <DropdownMenu
        defaultOpen
        onSelect={onSelect}
        items={[{ key: "copy", label: "复制", onSelect: onItem }]}
      >
        <button type="button">操作</button>
      </DropdownMenu>,
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "复制" }));
    expect(onItem).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith("copy");
  });

  it("skips onSelect when the item prevents default (keeps the menu open)", () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu
        defaultOpen
        onSelect={onSelect}
        items={[{ key: "stay", label: "保持", onSelect: (event) => event.preventDefault() }]}
      >
        <button type="button">操作</button>
      </DropdownMenu>,
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "保持" }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("menu")).toBeTruthy();
  });

  it("styles disabled and danger rows from tokens", () => {
    expect(dropdownMenuItemClasses({ danger: true })).toContain("data-[highlighted]:bg-danger-solid");
    expect(dropdownMenuItemClasses()).toContain("data-[disabled]:text-fg-disabled");
  });
});
