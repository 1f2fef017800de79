import { describe, expect, it } from "vitest";
import { deviceLayoutForWidth } from "./device.js";
import { CLICK_GUARD_MS, createRepeatGate, INSERT_THROTTLE_MS, isSessionIdle } from "./timing.js";

describe("session timing", () => {
  it("ends the session after more than 1800000 ms of inactivity", () => {
    expect(isSessionIdle(0, 1_800_000)).toBe(false);
    expect(isSessionIdle(0, 1_800_001)).toBe(true);
    expect(isSessionIdle(undefined, 10 ** 12)).toBe(false);
  });

  it("guards repeated clicks within 300 ms per action", () => {
    let now = 0;
    const gate = createRepeatGate(CLICK_GUARD_MS, () => now);
    expect(gate.pass("save")).toBe(true);
    now = 299;
    expect(gate.pass("save")).toBe(false);
    expect(gate.pass("delete")).toBe(true);
    now = 300;
    expect(gate.pass("save")).toBe(true);
  });

  it("throttles inserts within 1500 ms", () => {
    let now = 1000;
    const gate = createRepeatGate(INSERT_THROTTLE_MS, () => now);
    expect(gate.pass()).toBe(true);
    now += 1499;
    expect(gate.pass()).toBe(false);
    now += 1;
    expect(gate.pass()).toBe(true);
  });
});

describe("deviceLayoutForWidth", () => {
  it("is mobile under 1088 px, with the sidebar closed at 768 px or below", () => {
    expect(deviceLayoutForWidth(1440)).toEqual({ device: "desktop", sidebarOpen: true });
    expect(deviceLayoutForWidth(1088)).toEqual({ device: "desktop", sidebarOpen: true });
    expect(deviceLayoutForWidth(1087)).toEqual({ device: "mobile", sidebarOpen: true });
    expect(deviceLayoutForWidth(769)).toEqual({ device: "mobile", sidebarOpen: true });
    expect(deviceLayoutForWidth(768)).toEqual({ device: "mobile", sidebarOpen: false });
  });
});
