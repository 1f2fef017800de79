import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContextMenu } from "./ContextMenu";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("ContextMenu", () => {
  it("opens on contextmenu and reports the chosen key", () => {
    const onSelect = vi.fn();
    render(
      <ContextMenu onSelect={onSelect} items={[{ key: "refresh", label: "刷新" }, { type: "separator" }]}>
        <div>区域</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByText("区域"));
    fireEvent.click(screen.getByRole("menuitem", { name: "刷新" }));
    expect(onSelect).toHaveBeenCalledWith("refresh");
  });

  it("does nothing when disabled", () => {
    render(
      <ContextMenu disabled items={[{ key: "refresh", label: "刷新" }]}>
        <div>区域</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByText("区域"));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
