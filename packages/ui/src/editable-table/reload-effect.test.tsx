import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReloadEffect } from "./reload-effect";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const cell = (value: number) => (
  <ReloadEffect value={value}>
    <span>{`¥${value}`}</span>
  </ReloadEffect>
);

describe("ReloadEffect", () => {
  it("shows the old value over the new one for 1400 ms (spec §4, §9)", () => {
    const { rerender } = render(cell(12));
    rerender(cell(15));
    // Screen readers get the new value only.
    expect(screen.getByText("¥15").closest("[aria-hidden]")).toBeNull();
    expect(screen.getByText("¥12").closest("[aria-hidden]")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1399));
    expect(screen.queryByText("¥12")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("¥12")).toBeNull();
  });

  it("shows no old value when a render keeps the value", () => {
    const { rerender } = render(cell(12));
    rerender(cell(12));
    expect(screen.getAllByText("¥12")).toHaveLength(1);
  });

  it("starts the 1400 ms again when the value changes during the effect", () => {
    const { rerender } = render(cell(12));
    rerender(cell(15));
    act(() => vi.advanceTimersByTime(1000));
    rerender(cell(18));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("¥15")).not.toBeNull();
    expect(screen.queryByText("¥12")).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText("¥15")).toBeNull();
  });
});
