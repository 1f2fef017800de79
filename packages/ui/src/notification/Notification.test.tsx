import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { NotificationHost, notification } from ".";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => notification.destroy());
  cleanup();
  vi.useRealTimers();
});

describe("notification", () => {
  it("shows title, description and a labelled close button at the top right", () => {
    const onClose = vi.fn();
    const { container } = render(<NotificationHost />);
    act(() => {
      notification.error({ title: "拒绝访问", description: "你没有该操作的权限", onClose });
    });
    const corner = container.querySelector('[data-placement="topRight"]') as HTMLElement;
    expect(corner.getAttribute("aria-live")).toBe("polite");
    expect(corner.textContent).toContain("拒绝访问");
    expect(corner.textContent).toContain("你没有该操作的权限");
    fireEvent.click(screen.getByRole("button", { name: "关闭通知" }));
    expect(screen.queryByText("拒绝访问")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes by itself after 4.5 s by default", () => {
    render(<NotificationHost />);
    act(() => {
      notification.open({ title: "系统提示" });
    });
    act(() => vi.advanceTimersByTime(4499));
    expect(screen.getByText("系统提示")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("系统提示")).toBeNull();
  });

  it("goes to the corner asked for and stays with duration 0", () => {
    const { container } = render(<NotificationHost />);
    act(() => {
      notification.info({ title: "左下", placement: "bottomLeft", duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('[data-placement="bottomLeft"]')?.textContent).toContain("左下");
  });

  it("returns a function that closes it, and labels the button in English", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <NotificationHost />
      </LocaleProvider>,
    );
    let close = () => {};
    act(() => {
      close = notification.success({ title: "Saved", duration: 0 });
    });
    expect(screen.getByRole("button", { name: "Close notification" })).toBeTruthy();
    act(() => close());
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
