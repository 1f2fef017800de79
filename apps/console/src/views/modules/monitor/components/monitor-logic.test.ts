import { describe, expect, it } from "vitest";
import { formatReply } from "../RedisTerminal";
import { formatBytes, formatDuration, percentOf, range } from "./format";
import { HISTORY_SIZE, pushSample } from "./use-monitor-poll";

describe("monitor page logic", () => {
  it("keeps the last 10 minutes of 5-second samples", () => {
    expect(HISTORY_SIZE).toBe(120);
    let history = [] as { at: number; value: number }[];
    for (let i = 0; i < 130; i++) history = pushSample(history, { at: i, value: i });
    expect(history).toHaveLength(120);
    expect(history[0]?.value).toBe(10);
    expect(history[119]?.value).toBe(129);
  });

  it("formats bytes, durations and shares", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
    expect(formatBytes(null)).toBe("—");
    expect(formatDuration(90061)).toBe("1天 1小时 1分");
    expect(formatDuration(0)).toBe("0秒");
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
    expect(range([3, 1, 2])).toEqual({ min: 1, max: 3 });
    expect(range([])).toBeNull();
  });

  it("prints Redis replies as redis-cli does", () => {
    expect(formatReply(null)).toBe("(nil)");
    expect(formatReply(3)).toBe("(integer) 3");
    expect(formatReply(["0", ["a", "b"]])).toBe("1) 0\n2) 1) a\n   2) b");
    expect(formatReply([])).toBe("(empty array)");
  });
});
