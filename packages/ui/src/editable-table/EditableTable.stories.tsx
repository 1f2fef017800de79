import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { EditableTable } from "./EditableTable";
import type { EditableColumn, EditableRow } from "./editable-types";
import type { EditableTableMethods } from "./use-editable-table";

interface Item extends EditableRow {
  name?: string;
  price?: number | null;
  category?: string;
  enabled?: string;
  orderNum?: number;
}

const columns: EditableColumn<Item>[] = [
  { key: "index", type: "row-number", title: "#" },
  { key: "selection", type: "row-checkbox", title: "" },
  {
    key: "name",
    type: "input",
    title: "名称",
    width: 160,
    validateRules: [{ required: true, message: "${title}不能为空" }, { unique: true }],
  },
  { key: "price", type: "inputNumber", title: "单价", width: 140, statistics: ["sum", "average"] },
  {
    key: "category",
    type: "select",
    title: "类别",
    width: 160,
    defaultValue: "2",
    options: [
      { value: "1", text: "耗材" },
      { value: "2", text: "器械" },
    ],
  },
  { key: "enabled", type: "checkbox", title: "启用", width: 80, defaultChecked: true },
  { key: "order", type: "row-drag-sort", title: "排序" },
];

const saved: Item[] = [
  { id: "1", name: "牙刷", price: 12, category: "1", enabled: "Y" },
  { id: "2", name: "口镜", price: 30, category: "2", enabled: "N" },
  { id: "3", name: "手套", price: 8, category: "1", enabled: "Y" },
];

/** A detail form's rows with the JeecgBoot methods wired to buttons, their results shown below. */
function Detail({ onRemove }: { onRemove: (rows: Item[]) => boolean }) {
  const table = useRef<EditableTableMethods<Item>>(null);
  const [out, setOut] = useState("");
  return (
    <div className="flex flex-col gap-3 text-control text-fg">
      <EditableTable<Item> ref={table} columns={columns} dataSource={saved} confirmRemove={onRemove} />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={async () => setOut(`错误 ${await table.current?.fullValidateTable()}`)}
        >
          校验
        </button>
        <button
          type="button"
          onClick={() =>
            setOut(
              `新增 ${table.current?.getNewData().length} 删除 ${table.current
                ?.getDeleteData()
                .map((row) => row.id)
                .join(",")}`,
            )
          }
        >
          取数
        </button>
      </div>
      <output>{out}</output>
    </div>
  );
}

const meta = {
  title: "Data/EditableTable",
  component: Detail,
  args: { onRemove: fn(() => true) },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (row: HTMLElement, column: number) =>
  within(row).getAllByRole("gridcell")[column] as HTMLElement;

/**
 * One cell edited at a time: a click (or Enter / F2) opens the editor, Enter leaves it; the required and
 * unique rules run on change with `${title}` filled, and the message shows on the cell.
 */
export const EditAndValidate: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid", { name: "可编辑表格" });
    const [, first] = within(grid).getAllByRole("row");
    await userEvent.click(cellOf(first as HTMLElement, 2));
    const input = within(grid).getByRole("textbox", { name: "名称" });
    await userEvent.clear(input);
    await expect(await within(grid).findByText("名称不能为空")).toBeVisible();
    await userEvent.type(input, "口镜");
    await waitFor(() => expect(within(grid).queryByText("名称不能为空")).toBeNull());
    await userEvent.keyboard("{Enter}");
    await expect(within(grid).queryByRole("textbox")).toBeNull();
    await expect(cellOf(first as HTMLElement, 2)).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "校验" }));
    await expect(await canvas.findByText("错误 2")).toBeVisible();

    // Enter commits; then, from the keyboard, move right, F2 edits the number, Escape leaves.
    await userEvent.click(cellOf(first as HTMLElement, 2));
    await userEvent.keyboard("{Control>}a{/Control}牙刷{Enter}");
    await expect(cellOf(first as HTMLElement, 2)).toHaveTextContent("牙刷");
    await userEvent.keyboard("{ArrowRight}{F2}");
    await expect(within(grid).getByRole("spinbutton", { name: "单价" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(within(grid).queryByRole("spinbutton")).toBeNull();
  },
};

/**
 * 新增 adds a row with the column defaults (类别 器械, 启用 ticked); moves renumber `orderNum` and are
 * disabled at the ends; deleting saved rows asks `confirmRemove`; new and deleted rows are tracked.
 */
export const RowOperations: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const rows = within(grid).getAllByRole("row").slice(1, -2);
    const added = rows.at(-1) as HTMLElement;
    await expect(added).toHaveTextContent("器械");
    await expect(within(added).getByRole("checkbox", { name: "启用" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(within(added).getByRole("button", { name: "下移" })).toBeDisabled();
    await expect(within(rows[0] as HTMLElement).getByRole("button", { name: "上移" })).toBeDisabled();

    await userEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "下移" }));
    await expect(cellOf(within(grid).getAllByRole("row")[2] as HTMLElement, 2)).toHaveTextContent("牙刷");

    await userEvent.click(within(grid).getByRole("checkbox", { name: "选择第 1 行" }));
    await userEvent.click(within(grid).getByRole("checkbox", { name: "选择第 4 行" }));
    await expect(canvas.getByText("已选择 2 项")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "删除" }));
    await expect(args.onRemove).toHaveBeenCalledWith([expect.objectContaining({ id: "2" })]);
    await userEvent.click(canvas.getByRole("button", { name: "取数" }));
    await expect(canvas.getByText("新增 0 删除 2")).toBeVisible();
  },
};

/** 合计 and 平均 footer rows for a statistics column, following the values. */
export const Statistics: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    const [sum, average] = within(grid).getAllByRole("row").slice(-2);
    await expect(sum).toHaveTextContent("合计");
    await expect(sum).toHaveTextContent("50");
    await expect(average).toHaveTextContent("平均");
    await expect(average).toHaveTextContent(/16\.67(?!\d)/);
  },
};

/** Ctrl+V pastes Excel's tab-separated block from the focused cell; pasted values are validated; Ctrl+Z undoes. */
export const PasteAndUndo: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const [, first] = within(grid).getAllByRole("row");
    const cell = cellOf(first as HTMLElement, 2);
    await userEvent.click(within(grid).getAllByRole("gridcell")[0] as HTMLElement);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(cell).toHaveFocus();
    await userEvent.paste("镊子\t25\n\t40\n");
    await expect(cell).toHaveTextContent("镊子");
    await expect(await within(grid).findByText("名称不能为空")).toBeVisible();
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(cell).toHaveTextContent("牙刷");
    await waitFor(() => expect(within(grid).queryByText("名称不能为空")).toBeNull());
  },
};

interface Visit extends EditableRow {
  name?: string;
  price?: number | null;
  category?: string;
  day?: string;
  enabled?: string;
  remark?: string;
}

const visitColumns: EditableColumn<Visit>[] = [
  { key: "index", type: "row-number", title: "#" },
  {
    ...(columns[2] as EditableColumn<Visit>),
    validateRules: [{ required: true, message: "${title}不能为空" }],
  },
  { key: "price", type: "inputNumber", title: "单价", width: 120 },
  columns[4] as EditableColumn<Visit>,
  { key: "day", type: "date", title: "日期", width: 150 },
  columns[5] as EditableColumn<Visit>,
  {
    key: "remark",
    type: "input",
    title: "备注",
    width: 160,
    // A caller's editor that keeps its own state (uncontrolled): it must never show another row's value
    // when the row's elements pass to a row scrolling in.
    renderEditor: (context) => (
      <input
        aria-label={`备注 ${context.row.id}`}
        defaultValue={String(context.value ?? "")}
        className="w-full rounded-control border border-border px-2 py-1"
      />
    ),
  },
];

// 200 rows, past the 100 from which rows are windowed; row 4 has no name.
const visits: Visit[] = Array.from({ length: 200 }, (_, index) => ({
  id: String(index + 1),
  name: index === 3 ? "" : `耗材 ${index + 1}`,
  price: 10 + index,
  category: index % 2 === 0 ? "1" : "2",
  day: `2026-03-${String((index % 28) + 1).padStart(2, "0")}`,
  enabled: index % 3 === 0 ? "N" : "Y",
  remark: `备注 ${index + 1}`,
}));

function ManyRows() {
  const table = useRef<EditableTableMethods<Visit>>(null);
  return (
    <div className="flex flex-col gap-3 text-control text-fg">
      <EditableTable<Visit>
        ref={table}
        columns={visitColumns}
        dataSource={visits}
        alwaysEdit
        toolbar={false}
      />
      <button type="button" className="self-start" onClick={() => table.current?.fullValidateTable()}>
        校验
      </button>
    </div>
  );
}

/**
 * Always-edit with windowed rows: every value cell shows its editor's box, drawn as a stand-in (no input is
 * mounted per cell); a click opens the real editor in its place, Enter closes it, and failures show on the
 * box as on an editor.
 */
export const AlwaysEditWindowed: Story = {
  render: () => <ManyRows />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await expect(within(grid).queryByRole("textbox", { name: "名称" })).toBeNull();
    await expect(canvasElement.querySelectorAll("[data-slot=light-input]").length).toBeGreaterThan(20);
    const [, first] = within(grid).getAllByRole("row");
    const name = cellOf(first as HTMLElement, 1);
    await expect(name).toHaveTextContent("耗材 1");

    await userEvent.click(name);
    const input = within(name).getByRole("textbox", { name: "名称" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}镊子{Enter}");
    await expect(within(grid).queryByRole("textbox", { name: "名称" })).toBeNull();
    await expect(name.querySelector("[data-slot=light-input]")).toHaveTextContent("镊子");

    await userEvent.click(cellOf(first as HTMLElement, 3));
    await userEvent.click(await screen.findByRole("option", { name: "器械" }));
    // 校验's press ends the edit: the select is its closed stand-in again, showing the choice.
    await userEvent.click(canvas.getByRole("button", { name: "校验" }));
    const category = within(cellOf(first as HTMLElement, 3)).getByRole("combobox", { name: "类别" });
    await expect(category).toHaveValue("器械");
    await expect(category.closest("[data-slot=light-select]")).not.toBeNull();
    const blank = cellOf(within(grid).getAllByRole("row")[4] as HTMLElement, 1);
    await expect(await within(blank).findByText("名称不能为空")).toBeVisible();
    await expect(blank.querySelector("[data-slot=light-input]")).toHaveAttribute("data-status", "error");

    // Rows scrolled away hand their elements to the rows scrolling in; an open editor stays with its row.
    const second = cellOf(within(grid).getAllByRole("row")[2] as HTMLElement, 1);
    await userEvent.click(second);
    await userEvent.keyboard("{End}甲");
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByText("耗材 200")).toBeVisible());
    await expect(within(grid).getByRole("textbox", { name: "备注 200" })).toHaveValue("备注 200");
    const [editor, ...others] = within(grid).getAllByRole("textbox", { name: "名称" });
    await expect(others).toHaveLength(0);
    await expect(editor?.closest("[role=row]")).toHaveAttribute("aria-rowindex", "3");
    await expect(editor).toHaveValue("耗材 2甲");
    grid.scrollTop = 0;
    await waitFor(() => expect(within(grid).getByText("耗材 3")).toBeVisible());
    await expect(within(grid).getByRole("textbox", { name: "名称" })).toHaveValue("耗材 2甲");
    await expect(within(grid).getAllByRole("textbox", { name: "名称" })).toHaveLength(1);
    await expect(within(grid).getByRole("textbox", { name: "备注 3" })).toHaveValue("备注 3");

    // An opened date editor stays inside its cell: the picker's own width is more than a date column holds.
    const day = cellOf(within(grid).getAllByRole("row")[1] as HTMLElement, 4);
    await userEvent.click(day);
    const dayField = within(day).getByRole("combobox", { name: "日期" }).parentElement as HTMLElement;
    await expect(dayField.getBoundingClientRect().right).toBeLessThanOrEqual(
      day.getBoundingClientRect().right,
    );
    await userEvent.keyboard("{Escape}");
  },
};
