import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsoleProviders } from "../../providers/ConsoleProviders";
import { createTestServices } from "../../providers/test-services";
import { NOTICE_POLL_MS, useNotices } from "./use-notices";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const EMPTY_LISTS = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

function setup() {
  const polls: string[] = [];
  const services = createTestServices({
    fetch: async (input) => {
      polls.push(input);
      return Response.json({ success: true, code: 200, message: "", result: EMPTY_LISTS, timestamp: 0 });
    },
  });
  function Bell() {
    useNotices();
    return null;
  }
  render(
    <ConsoleProviders services={services}>
      <Bell />
    </ConsoleProviders>,
  );
  return { polls };
}

describe("useNotices (spec §9: notice poll 6 s)", () => {
  it("loads the unread lists at once, then again every 6 s and not sooner", async () => {
    const { polls } = setup();
    expect(polls).toHaveLength(1);
    expect(polls[0]).toContain("/sys/annountCement/listByUser");
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_MS - 1));
    expect(polls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_MS));
    expect(polls).toHaveLength(3);
    expect(NOTICE_POLL_MS).toBe(6_000);
  });
});
