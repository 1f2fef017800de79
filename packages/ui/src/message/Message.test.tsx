import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { MessageHost, message } from ".";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => message.destroy());
  cleanup();
  vi.useRealTimers();
});

describe("message", () => {
  it("shows messages in one always-present polite live region", () => {
    render(<MessageHost />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.children).toHaveLength(0);
    act(() => {
      message.success("保存成功");
    });
    expect(region.textContent).toBe("成功保存成功");
  });

  it("closes by itself after 3 s by default, or the seconds given", () => {
    render(<MessageHost />);
    act(() => {
      message.info("默认");
      message.warning("五秒", 5);
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("默认")).toBeNull();
    expect(screen.getByText("五秒")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("五秒")).toBeNull();
  });

  it("stays with duration 0 until the returned function closes it, then calls onClose", () => {
    const onClose = vi.fn();
    render(<MessageHost />);
    let close = () => {};
    act(() => {
      close = message.loading("正在保存", 0, onClose);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("正在保存")).toBeTruthy();
    act(() => close());
    expect(screen.queryByText("正在保存")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("replaces a message opened again with the same key (loading → success)", () => {
    render(<MessageHost />);
    act(() => {
      message.loading({ content: "正在保存", key: "save", duration: 0 });
    });
    act(() => {
      message.success({ content: "已保存", key: "save" });
    });
    expect(screen.queryByText("正在保存")).toBeNull();
    expect(screen.getByText("已保存").parentElement?.dataset.type).toBe("success");
  });

  it("keeps at most maxCount, closing the oldest", () => {
    render(<MessageHost maxCount={2} />);
    act(() => {
      message.error("一", 0);
      message.error("二", 0);
      message.error("三", 0);
    });
    expect(screen.queryByText("一")).toBeNull();
    expect(screen.getByText("二")).toBeTruthy();
    expect(screen.getByText("三")).toBeTruthy();
  });

  it("pauses while the pointer is over a message", () => {
    render(<MessageHost />);
    act(() => {
      message.info("看一看");
    });
    const toast = screen.getByText("看一看").parentElement as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("看一看")).toBeTruthy();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("看一看")).toBeNull();
  });

  it("names the kind for screen readers in the current language", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <MessageHost />
      </LocaleProvider>,
    );
    act(() => {
      message.error("Failed");
    });
    expect(screen.getByRole("status").textContent).toBe("ErrorFailed");
  });
});
