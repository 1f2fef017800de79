import { describe, expect, it } from "vitest";
import { CHANNEL_NAMES, CHANNELS, channelExportTitle } from "./channels.js";
import { orderFlow } from "./order-flow.js";

describe("the service order's status flow", () => {
  it("has the issue's main path, cancellation and refund, and nothing out of a final status", () => {
    const path = ["1", "2", "3", "4", "5"];
    for (let i = 1; i < path.length; i++)
      expect(orderFlow.edge(path[i - 1] ?? "", path[i] ?? "")).toBeDefined();
    expect(orderFlow.edge("1", "6")?.action).toBe("cancel");
    expect(orderFlow.edge("7", "8")?.action).toBe("refundDone");
    expect(orderFlow.edge("1", "5")).toBeUndefined();
    for (const final of ["5", "6", "8"]) expect(orderFlow.edgesFrom(final)).toEqual([]);
  });

  it("offers only the edges whose code the user holds", () => {
    const finance = new Set([orderFlow.actionCode("refundDone")]);
    expect(orderFlow.edgesFrom("1", (code) => finance.has(code))).toEqual([]);
    expect(orderFlow.edgesFrom("7", (code) => finance.has(code)).map((t) => t.label)).toEqual([
      "确认退款",
      "驳回退款",
    ]);
  });

  it("names every status of every edge", () => {
    for (const t of orderFlow.edges) {
      expect(orderFlow.text(t.from)).not.toBe(t.from);
      expect(orderFlow.text(t.to)).not.toBe(t.to);
    }
  });
});

describe("channels", () => {
  it("are the spec's 17 codes, with a name each, used as the export's prefix", () => {
    expect(CHANNELS.map((c) => Number(c.code))).toEqual([
      1, 3, 4, 7, 8, 9, 11, 14, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    ]);
    expect(new Set(Object.values(CHANNEL_NAMES)).size).toBe(17);
    expect(channelExportTitle("服务订单", "3")).toBe("泰和人寿_服务订单");
    expect(channelExportTitle("服务订单", "0")).toBe("服务订单");
    expect(channelExportTitle("服务订单", undefined)).toBe("服务订单");
  });
});
