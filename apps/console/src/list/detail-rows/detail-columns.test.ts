import { workOrderRecords } from "@kanya/resources";
import { describe, expect, it } from "vitest";
import { detailBodyRow, detailEditableColumns, detailViewColumns } from "./detail-columns";

const dictionaries = {
  work_order_action: [
    { value: "1", text: "受理", color: null, jsonObject: null, title: "受理", label: "受理" },
    { value: "2", text: "联系客户", color: null, jsonObject: null, title: "联系客户", label: "联系客户" },
  ],
};

describe("detail rows in the form", () => {
  it("gives each field the editor of its kind, a dictionary's items as choices, after a row number", () => {
    const columns = detailEditableColumns(workOrderRecords, dictionaries);
    expect(columns.map((c) => [c.key, c.type, c.title])).toEqual([
      ["index", "row-number", "#"],
      ["handleTime", "datetime", "处理时间"],
      ["handler", "input", "处理人"],
      ["action", "select", "处理动作"],
      ["note", "input", "处理说明"],
    ]);
    expect(columns.find((c) => c.key === "action")?.options).toEqual([
      { value: "1", text: "受理" },
      { value: "2", text: "联系客户" },
    ]);
  });

  it("checks a cell as the server reads it", async () => {
    const columns = detailEditableColumns(workOrderRecords, dictionaries);
    const check = (key: string, value: unknown) =>
      columns.find((c) => c.key === key)?.validateRules?.[0]?.handler?.(value, { id: "r1" }, { key });
    expect(await check("action", "")).toBe("处理动作不能为空");
    expect(await check("handleTime", "2026-13-01 10:00")).toMatch(/处理时间/);
    expect(await check("note", "x".repeat(501))).toMatch(/500/);
    expect(await check("handleTime", "2026-11-25 10:00:00")).toBeUndefined();
  });

  it("shows saved rows with dictionary texts and sends only the fields, empty cells as null", () => {
    const action = detailViewColumns(workOrderRecords, dictionaries).find((c) => c.dataIndex === "action");
    expect(action?.render?.("2", {} as never, 0)).toBe("联系客户");
    expect(
      detailBodyRow(workOrderRecords, {
        id: "r1",
        handleTime: "2026-11-25 10:00:00",
        handler: "kefu01",
        action: "2",
        note: "",
      }),
    ).toEqual({ handleTime: "2026-11-25 10:00:00", handler: "kefu01", action: "2", note: null });
  });
});
