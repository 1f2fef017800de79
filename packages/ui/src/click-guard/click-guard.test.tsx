import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { ClickGuardProvider, useClickGuard } from ".";

afterEach(cleanup);

function clock(start = 1000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("useClickGuard", () => {
  it("refuses the same action again within 300 ms with the spec's warning", () => {
    const { now, advance } = clock();
    const onWarn = vi.fn();
    const { result } = renderHook(() => useClickGuard({ onWarn, now }));
    expect(result.current.pass("save")).toBe(true);
    advance(299);
    expect(result.current.pass("save")).toBe(false);
    expect(onWarn).toHaveBeenCalledWith("你点击的太快了，请慢点点击!");
    advance(1);
    expect(result.current.pass("save")).toBe(true);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it("keeps different actions apart", () => {
    const { now } = clock();
    const { result } = renderHook(() => useClickGuard({ onWarn: vi.fn(), now }));
    expect(result.current.pass("save")).toBe(true);
    expect(result.current.pass("delete")).toBe(true);
  });

  it("wraps a handler so a repeat is dropped", () => {
    const { now, advance } = clock();
    const action = vi.fn();
    const onWarn = vi.fn();
    function Save() {
      const { guard } = useClickGuard({ onWarn, now });
      return (
        <button type="button" onClick={guard(action)}>
          保存
        </button>
      );
    }
    render(<Save />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    fireEvent.click(button);
    advance(300);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it("warns through the provider, in the language in force", () => {
    const { now } = clock();
    const onWarn = vi.fn();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <LocaleProvider catalog={enUS}>
        <ClickGuardProvider onWarn={onWarn}>{children}</ClickGuardProvider>
      </LocaleProvider>
    );
    const { result } = renderHook(() => useClickGuard({ now }), { wrapper });
    act(() => {
      result.current.pass();
      result.current.pass();
    });
    expect(onWarn).toHaveBeenCalledWith("You are clicking too fast, please slow down!");
  });

  it("falls back to console.warn without a sink", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { now } = clock();
    const { result } = renderHook(() => useClickGuard({ now }));
    result.current.pass();
    result.current.pass();
    expect(warn).toHaveBeenCalledWith("你点击的太快了，请慢点点击!");
    warn.mockRestore();
  });
});
