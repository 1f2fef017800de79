import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Drawer } from "./Drawer";

afterEach(cleanup);

describe("Drawer", () => {
  it("is a dialog named by its title with a labelled close button", () => {
    const onClose = vi.fn();
    render(<Drawer defaultOpen title="主题设置" onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "主题设置" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sizes by placement: width for left/right, height for top/bottom", () => {
    const { rerender } = render(<Drawer open title="甲" placement="left" width={256} />);
    const drawer = screen.getByRole("dialog");
    expect(drawer.style.width).toBe("256px");
    expect(drawer.className).toContain("left-0");
    rerender(<Drawer open title="甲" placement="bottom" height="40%" />);
    expect(screen.getByRole("dialog").style.height).toBe("40%");
    expect(screen.getByRole("dialog").className).toContain("bottom-0");
  });

  it("closes on Escape unless keyboard={false}", () => {
    const onClose = vi.fn();
    const { rerender } = render(<Drawer open title="甲" keyboard={false} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Drawer open title="甲" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("renders footer and extra, and speaks en-US", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Drawer open title="Settings" footer={<span>footer</span>} extra={<span>extra</span>} closable />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(screen.getByText("footer")).toBeTruthy();
    expect(screen.getByText("extra")).toBeTruthy();
  });
});
