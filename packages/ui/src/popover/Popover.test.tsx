import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Popover } from "./Popover";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("Popover", () => {
  it("opens on click, is named by its title, and closes on Escape", () => {
    const onOpenChange = vi.fn();
    render(
      <Popover title="详情" content="内容" onOpenChange={onOpenChange}>
        <button type="button">打开</button>
      </Popover>,
    );
    fireEvent.click(screen.getByRole("button", { name: "打开" }));
    const dialog = screen.getByRole("dialog", { name: "详情" });
    expect(dialog.textContent).toContain("内容");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("passes className and aria-label to the content", () => {
    render(
      <Popover content="内容" aria-label="说明" className="my-card" defaultOpen>
        <button type="button">打开</button>
      </Popover>,
    );
    const dialog = screen.getByRole("dialog", { name: "说明" });
    expect(dialog.className).toContain("my-card");
    expect(dialog.className).toContain("bg-surface-elevated");
  });
});
