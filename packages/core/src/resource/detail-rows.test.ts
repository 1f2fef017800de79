import { describe, expect, it } from "vitest";
import { defineDetailRows, detailRowsSum, readDetailRows } from "./detail-rows.js";
import { field } from "./field.js";

const invoices = defineDetailRows({
  title: "发票",
  min: 1,
  max: 3,
  fields: {
    invoiceNo: field.text({ label: "发票号", required: true, max: 8 }),
    amount: field.money({ label: "金额", required: true, min: 0.01, max: 1000 }),
    invoiceDate: field.date({ label: "日期" }),
  },
});

describe("readDetailRows", () => {
  it("reads each row's fields by their kind and drops other keys", () => {
    const read = readDetailRows(invoices, [
      { invoiceNo: " A1 ", amount: "12.50", invoiceDate: "2026-11-01", id: "row1", extra: 1 },
      { invoiceNo: "A2", amount: 7 },
    ]);
    expect(read).toEqual({
      ok: true,
      rows: [
        { invoiceNo: "A1", amount: 12.5, invoiceDate: "2026-11-01" },
        { invoiceNo: "A2", amount: 7, invoiceDate: null },
      ],
    });
  });

  it("refuses a row naming it, and the counts outside min and max", () => {
    expect(readDetailRows(invoices, [{ invoiceNo: "A1", amount: 1 }, { invoiceNo: "A2" }])).toEqual({
      ok: false,
      message: "第2条发票：金额不能为空",
    });
    expect(readDetailRows(invoices, [{ invoiceNo: "A1", amount: 1.234 }])).toMatchObject({
      ok: false,
      message: "第1条发票：字段amount最多两位小数",
    });
    expect(readDetailRows(invoices, [])).toEqual({ ok: false, message: "至少填写1条发票" });
    expect(readDetailRows(invoices, new Array(4).fill({ invoiceNo: "A", amount: 1 }))).toEqual({
      ok: false,
      message: "发票最多3条",
    });
    expect(readDetailRows(invoices, "A1")).toEqual({ ok: false, message: "发票必须是列表" });
  });

  it("sums money to the cent", () => {
    expect(detailRowsSum([{ amount: 0.1 }, { amount: 0.2 }, { amount: "100.35" }], "amount")).toBe(100.65);
  });
});

describe("a detail's computed fields", () => {
  const items = defineDetailRows({
    title: "项目",
    fields: {
      quantity: field.number({ label: "数量", required: true, integer: true }),
      unitPrice: field.money({ label: "单价", required: true }),
      amount: field.money({ label: "金额", form: false }),
    },
    derive: (row) => ({ amount: Number(row.quantity) * Number(row.unitPrice) }),
  });

  it("are not read from the body but derived from the read values", () => {
    expect(readDetailRows(items, [{ quantity: 2, unitPrice: "3.5", amount: 999 }])).toEqual({
      ok: true,
      rows: [{ quantity: 2, unitPrice: 3.5, amount: 7 }],
    });
  });
});
