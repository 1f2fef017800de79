import type { Result } from "@kanya/client";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POLL_MS, useMonitorPoll } from "./use-monitor-poll";

/** A load whose answers the test releases one by one, counting the calls. */
function heldLoads() {
  const pending: ((value: Result<number>) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<Result<number>>((resolve) => pending.push(resolve));
  };
  const answer = async (value: number) => {
    await act(async () => {
      pending.shift()?.({ success: true, result: value, message: "", code: 200, timestamp: 0 });
    });
  };
  return { load, answer, calls: () => calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useMonitorPoll", () => {
  it("asks again 5 s after each answer, so a slow answer never has a second request beside it", async () => {
    const held = heldLoads();
    const { result } = renderHook(() => useMonitorPoll(held.load, "失败"));
    expect(held.calls()).toBe(1);
    // The answer is slow: 5 s pass with the first request still open, and no second one is sent.
    await act(async () => vi.advanceTimersByTime(POLL_MS + 3_000));
    expect(held.calls()).toBe(1);
    await held.answer(7);
    expect(result.current.data).toBe(7);
    await act(async () => vi.advanceTimersByTime(POLL_MS - 1));
    expect(held.calls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(held.calls()).toBe(2);
    await held.answer(8);
    expect(result.current.history.map((sample) => sample.value)).toEqual([7, 8]);
  });

  it("stops asking once unmounted", async () => {
    const held = heldLoads();
    const { unmount } = renderHook(() => useMonitorPoll(held.load, "失败"));
    await held.answer(1);
    unmount();
    await act(async () => vi.advanceTimersByTime(POLL_MS * 3));
    expect(held.calls()).toBe(1);
  });
});
