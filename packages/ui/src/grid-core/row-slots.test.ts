import { describe, expect, it } from "vitest";
import { assignRowSlots } from "./row-slots";

describe("assignRowSlots", () => {
  it("numbers the first rows from 0", () => {
    expect([...assignRowSlots(new Map(), ["a", "b", "c"])]).toEqual([
      ["a", 0],
      ["b", 1],
      ["c", 2],
    ]);
  });

  it("keeps a row's slot while it stays drawn and gives a scrolled-in row the slot a row left", () => {
    const first = assignRowSlots(new Map(), ["r1", "r2", "r3"]);
    const next = assignRowSlots(first, ["r2", "r3", "r4"]);
    expect(next.get("r2")).toBe(1);
    expect(next.get("r3")).toBe(2);
    expect(next.get("r4")).toBe(0);
  });

  it("reuses every slot when a leap replaces all rows, and adds slots only past them", () => {
    const first = assignRowSlots(new Map(), ["a", "b"]);
    const leap = assignRowSlots(first, ["x", "y", "z"]);
    expect([...leap.values()].sort()).toEqual([0, 1, 2]);
    expect(new Set(leap.values()).size).toBe(3);
  });

  it("never gives two drawn rows one slot", () => {
    let slots: ReadonlyMap<string, number> = new Map();
    let keptSlot: number | undefined;
    for (let start = 0; start < 200; start += 7) {
      const ids = Array.from({ length: 12 + (start % 5) }, (_, offset) => `row-${start + offset}`);
      // A kept row far away (the one holding focus) stays drawn with the window.
      ids.push("row-3");
      slots = assignRowSlots(slots, [...new Set(ids)]);
      expect(new Set(slots.values()).size).toBe(slots.size);
      keptSlot ??= slots.get("row-3");
      expect(slots.get("row-3")).toBe(keptSlot);
    }
    expect(Math.max(...slots.values())).toBeLessThan(20);
  });
});
