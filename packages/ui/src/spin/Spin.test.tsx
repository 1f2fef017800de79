import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Spin } from ".";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Spin", () => {
  it("is a status named 加载中 when it has no tip", () => {
    render(<Spin />);
    expect(screen.getByRole("status").textContent).toBe("加载中");
  });

  it("shows the tip instead, and speaks the catalog's language", () => {
    const { rerender } = render(<Spin tip="数据加载中…" />);
    expect(screen.getByRole("status").textContent).toBe("数据加载中…");
    rerender(
      <LocaleProvider catalog={enUS}>
        <Spin />
      </LocaleProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading");
  });

  it("covers its content and marks it aria-busy while spinning", () => {
    const { rerender } = render(
      <Spin>
        <p>订单列表</p>
      </Spin>,
    );
    expect(screen.getByText("订单列表").parentElement?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status")).toBeTruthy();
    rerender(
      <Spin spinning={false}>
        <p>订单列表</p>
      </Spin>,
    );
    expect(screen.getByText("订单列表").parentElement?.hasAttribute("aria-busy")).toBe(false);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("waits for the delay before showing, and never shows if loading ends first", () => {
    vi.useFakeTimers();
    const { rerender } = render(<Spin delay={500} />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("status")).toBeTruthy();

    rerender(<Spin spinning={false} delay={500} />);
    rerender(<Spin spinning delay={500} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<Spin spinning={false} delay={500} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
