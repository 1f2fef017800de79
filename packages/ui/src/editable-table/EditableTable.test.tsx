import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EditableTable } from "./EditableTable";
import type { EditableColumn } from "./editable-types";

afterEach(cleanup);

const columns: EditableColumn[] = [
  {
    key: "name",
    type: "input",
    title: "名称",
    validateRules: [{ required: true, message: "${title}不能为空" }],
  },
];

describe("EditableTable", () => {
  it("edits the clicked cell and shows the required rule's message with ${title} filled", async () => {
    render(<EditableTable columns={columns} dataSource={[{ id: "1", name: "牙刷" }]} toolbar={false} />);
    const grid = screen.getByRole("grid");
    const cell = within(grid).getAllByRole("gridcell")[0] as HTMLElement;
    fireEvent.click(cell);
    const input = within(grid).getByRole("textbox", { name: "名称" });
    await act(async () => {
      fireEvent.change(input, { target: { value: "" } });
    });
    await within(cell).findByText("名称不能为空");
  });

  it("rounds the 平均 footer to two decimals and keeps 合计 exact", () => {
    const priced: EditableColumn[] = [
      { key: "name", type: "input", title: "名称" },
      { key: "price", type: "inputNumber", title: "单价", statistics: ["sum", "average"] },
    ];
    const rows = [10, 20, 20].map((price, index) => ({ id: String(index), name: `第${index}`, price }));
    render(<EditableTable columns={priced} dataSource={rows} toolbar={false} />);
    const [sum, average] = within(screen.getByRole("grid")).getAllByRole("row").slice(-2) as HTMLElement[];
    expect(sum?.textContent).toMatch(/合计\s*50(?!\d)/);
    expect(average?.textContent).toMatch(/平均\s*16\.67(?!\d)/);
  });
});
