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

  it("draws a shown text value straight in its grid cell, one truncated line, and boxes it while editing", () => {
    render(<EditableTable columns={columns} dataSource={[{ id: "1", name: "牙刷" }]} toolbar={false} />);
    const cell = within(screen.getByRole("grid")).getAllByRole("gridcell")[0] as HTMLElement;
    expect(cell.childElementCount).toBe(0);
    expect(cell.textContent).toBe("牙刷");
    expect(cell.className).toContain("truncate");
    fireEvent.click(cell);
    expect(cell.querySelector("[data-editing-cell]")).not.toBeNull();
    expect(cell.className).not.toContain("truncate");
  });

  it("paints a row's background once, on the row: its unpinned cells have none of their own", () => {
    render(<EditableTable columns={columns} dataSource={[{ id: "1", name: "牙刷" }]} toolbar={false} />);
    const grid = screen.getByRole("grid");
    const row = within(grid).getAllByRole("row")[1] as HTMLElement;
    expect(row.className).toContain("bg-surface");
    expect(row.className).toContain("hover:bg-fill-hover");
    const cell = within(row).getAllByRole("gridcell")[0] as HTMLElement;
    expect(cell.className).not.toMatch(/(^|\s)\S*bg-/);
  });

  it("opens no dropdown by itself when a row appears in always-edit mode", async () => {
    const kinds: EditableColumn[] = [
      {
        key: "kind",
        type: "select",
        title: "类别",
        defaultValue: "1",
        options: [
          { value: "1", text: "耗材" },
          { value: "2", text: "器械" },
        ],
      },
    ];
    render(<EditableTable columns={kinds} dataSource={[{ id: "1", kind: "2" }]} alwaysEdit />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "新增" }));
    });
    expect(within(screen.getByRole("grid")).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("draws always-edit selects closed and light, and opens the real one on a click", async () => {
    const kinds: EditableColumn[] = [
      {
        key: "kind",
        type: "select",
        title: "类别",
        options: [
          { value: "1", text: "耗材" },
          { value: "2", text: "器械" },
        ],
      },
    ];
    render(
      <EditableTable columns={kinds} dataSource={[{ id: "1", kind: "2" }]} alwaysEdit toolbar={false} />,
    );
    const grid = screen.getByRole("grid");
    const closed = within(grid).getByRole("combobox", { name: "类别" });
    expect((closed as HTMLInputElement).value).toBe("器械");
    expect(grid.querySelector("[data-slot=light-select]")).not.toBeNull();
    await act(async () => {
      fireEvent.click(closed);
    });
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["耗材", "器械"]);
    expect(grid.querySelector("[data-slot=light-select]")).toBeNull();
  });

  it("keeps real editors in an always-edit table short enough to draw whole (Tab walks them)", () => {
    const fields: EditableColumn[] = [{ key: "name", type: "input", title: "名称" }];
    render(
      <EditableTable columns={fields} dataSource={[{ id: "1", name: "牙刷" }]} alwaysEdit toolbar={false} />,
    );
    const grid = screen.getByRole("grid");
    expect(within(grid).getByRole("textbox", { name: "名称" })).toHaveProperty("value", "牙刷");
    expect(grid.querySelector("[data-slot=light-input]")).toBeNull();
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

  it("sums an amount column with its cents when its statistics are exact", () => {
    const amounts: EditableColumn[] = [
      { key: "item", type: "input", title: "项目" },
      { key: "amount", type: "inputNumber", title: "金额", statistics: "sum", exactStatistics: true },
    ];
    const rows = [120.5, 0.1, 0.2].map((amount, index) => ({
      id: String(index),
      item: `第${index}`,
      amount,
    }));
    render(<EditableTable columns={amounts} dataSource={rows} toolbar={false} />);
    const sum = within(screen.getByRole("grid")).getAllByRole("row").at(-1) as HTMLElement;
    expect(sum.textContent).toMatch(/合计\s*120\.8(?!\d)/);
  });

  it("shows a typed value in its cell, the 合计 footer and what Ctrl+C copies, while the grid keeps its rows", async () => {
    const priced: EditableColumn[] = [
      { key: "name", type: "input", title: "名称" },
      { key: "price", type: "input", title: "单价", statistics: "sum" },
    ];
    const rows = [10, 20].map((price, index) => ({ id: String(index), name: `第${index}`, price }));
    render(<EditableTable columns={priced} dataSource={rows} toolbar={false} />);
    const grid = screen.getByRole("grid");
    const nameCell = within(grid).getAllByRole("gridcell")[0] as HTMLElement;
    fireEvent.click(nameCell);
    await act(async () => {
      fireEvent.change(within(grid).getByRole("textbox", { name: "名称" }), { target: { value: "镊子" } });
    });
    const priceCell = within(grid).getAllByRole("gridcell")[1] as HTMLElement;
    fireEvent.click(priceCell);
    await act(async () => {
      fireEvent.change(within(grid).getByRole("textbox", { name: "单价" }), { target: { value: "15" } });
    });
    fireEvent.keyDown(within(grid).getByRole("textbox", { name: "单价" }), { key: "Escape" });
    expect(nameCell.textContent).toBe("镊子");
    expect(within(grid).getAllByRole("row").at(-1)?.textContent).toMatch(/合计\s*35(?!\d)/);
    let copied = "";
    fireEvent.copy(nameCell, {
      clipboardData: { setData: (_type: string, text: string) => (copied = text) },
    });
    expect(copied).toBe("镊子");
  });

  it("updates the check-all box when a typed value makes a row unselectable", async () => {
    const visits: EditableColumn[] = [
      { key: "select", type: "row-checkbox", title: "" },
      { key: "status", type: "input", title: "状态" },
    ];
    const rows = [
      { id: "1", status: "待结算" },
      { id: "2", status: "待结算" },
    ];
    render(
      <EditableTable
        columns={visits}
        dataSource={rows}
        toolbar={false}
        isRowDisabled={(row) => row.status === "已结算"}
      />,
    );
    const grid = screen.getByRole("grid");
    fireEvent.click(within(grid).getByRole("checkbox", { name: "选择第 1 行" }));
    const all = within(grid).getByRole("checkbox", { name: "全选" });
    expect(all.getAttribute("aria-checked")).toBe("mixed");
    const secondStatus = within(within(grid).getAllByRole("row")[2] as HTMLElement).getAllByRole(
      "gridcell",
    )[1];
    fireEvent.click(secondStatus as HTMLElement);
    await act(async () => {
      fireEvent.change(within(grid).getByRole("textbox", { name: "状态" }), { target: { value: "已结算" } });
    });
    expect(within(grid).getByRole("checkbox", { name: "选择第 2 行" })).toHaveProperty("disabled", true);
    expect(all.getAttribute("aria-checked")).toBe("true");
  });
});
