import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { placementToSideAlign } from "./placement";
import { Tooltip } from "./Tooltip";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("placementToSideAlign", () => {
  it("splits a placement into Radix side and align", () => {
    expect(placementToSideAlign("top")).toEqual({ side: "top", align: "center" });
    expect(placementToSideAlign("bottom-start")).toEqual({ side: "bottom", align: "start" });
    expect(placementToSideAlign("left-end")).toEqual({ side: "left", align: "end" });
  });
});

describe("Tooltip", () => {
  it("renders only the child when there is no title", () => {
    const { container } = render(
      <Tooltip title={null}>
        <button type="button">保存</button>
      </Tooltip>,
    );
    expect(container.innerHTML).toBe('<button type="button">保存</button>');
  });

  it("shows the tip on focus and describes the trigger with it", async () => {
    render(
      <Tooltip title="保存当前修改">
        <button type="button">保存</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button");
    await act(async () => {
      fireEvent.focus(trigger);
    });
    expect((await screen.findByRole("tooltip")).textContent).toBe("保存当前修改");
    expect(trigger.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("is controlled by open and reports Escape through onOpenChange", async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip title="提示" open onOpenChange={onOpenChange}>
        <button type="button">按钮</button>
      </Tooltip>,
    );
    expect(await screen.findByRole("tooltip")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
