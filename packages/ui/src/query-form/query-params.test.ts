import { describe, expect, it } from "vitest";
import { queryParams } from "./query-params";

describe("queryParams", () => {
  it("marks text by its filter (spec §5), trimming when asked, and leaves empty fields out", () => {
    const fields = [
      { name: "a", label: "A", filter: "like" as const, trim: true },
      { name: "b", label: "B", filter: "ge" as const },
      { name: "c", label: "C" },
      { name: "d", label: "D", filter: "like" as const },
    ];
    expect(queryParams(fields, { a: "  张 ", b: "5", c: "x", d: "" })).toEqual({
      a: "*张*",
      b: ">=5",
      c: "x",
    });
  });

  it("sends a date range as _begin and _end, each only when set, and selects as chosen", () => {
    const fields = [
      { name: "createTime", label: "创建时间", type: "date-range" as const },
      { name: "status", label: "状态", type: "select" as const },
    ];
    expect(queryParams(fields, { createTime: ["2024-05-01", ""], status: "1" })).toEqual({
      createTime_begin: "2024-05-01",
      status: "1",
    });
  });
});
