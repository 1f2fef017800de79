import { describe, expect, it } from "vitest";
import { defineStatusFlow } from "./status-flow.js";

const flow = defineStatusFlow({
  name: "ticket",
  codePrefix: "demo:ticket",
  noun: "工单",
  statuses: { "1": "待处理", "2": "处理中", "3": "已完成" },
  initial: "1",
  edges: [
    { from: "1", to: "2", action: "take", label: "接单" },
    { from: "2", to: "3", action: "finish", label: "完成" },
    { from: "2", to: "1", action: "take", label: "退回" },
  ],
});

describe("defineStatusFlow", () => {
  it("finds edges, their codes and the statuses' texts", () => {
    expect(flow.edge("1", "2")?.label).toBe("接单");
    expect(flow.edge("1", "3")).toBeUndefined();
    expect(flow.codes).toEqual({ take: "demo:ticket:take", finish: "demo:ticket:finish" });
    expect(flow.order).toEqual(["1", "2", "3"]);
    expect(flow.text("2")).toBe("处理中");
    expect(flow.text("9")).toBe("9");
  });

  it("offers out of a status only the edges the user's codes allow", () => {
    expect(flow.edgesFrom("2").map((e) => e.label)).toEqual(["完成", "退回"]);
    expect(flow.edgesFrom("2", (code) => code === "demo:ticket:take").map((e) => e.label)).toEqual(["退回"]);
    expect(flow.edgesFrom("3")).toEqual([]);
  });

  it("refuses an edge to a status the flow does not list", () => {
    expect(() =>
      defineStatusFlow({
        name: "bad",
        codePrefix: "demo:bad",
        noun: "单",
        statuses: { a: "甲" },
        initial: "a",
        edges: [{ from: "a", to: "b" as "a", action: "go", label: "去" }],
      }),
    ).toThrow("edge a → b names an unknown status");
  });
});
