import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { EditableTable } from "./EditableTable";
import type { EditableColumn, EditableRow } from "./editable-types";

interface Item extends EditableRow {
  name?: string;
  price?: number | null;
  orderNum?: number;
}

const columns: EditableColumn<Item>[] = [
  { key: "index", type: "row-number", title: "#" },
  {
    key: "name",
    type: "input",
    title: "名称",
    width: 140,
    validateRules: [
      { required: true, message: "${title}不能为空" },
      { unique: true, message: "${title}不能重复" },
    ],
  },
  { key: "price", type: "inputNumber", title: "单价", width: 120 },
  { key: "orderNum", type: "normal", title: "序号", width: 80 },
  { key: "order", type: "row-drag-sort", title: "排序" },
];

const saved: Item[] = [
  { id: "1", name: "牙刷", price: 12 },
  { id: "2", name: "口镜", price: 30 },
  { id: "3", name: "手套", price: 8 },
  { id: "4", name: "镊子", price: 25 },
];

const meta = {
  title: "Data/EditableTable/Ranges",
  component: EditableTable<Item>,
  args: { columns, dataSource: saved, toolbar: false },
  parameters: { layout: "padded" },
} satisfies Meta<typeof EditableTable<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole("row").slice(1);
const cellAt = (grid: HTMLElement, row: number, column: number) =>
  within(bodyRows(grid)[row] as HTMLElement).getAllByRole("gridcell")[column] as HTMLElement;

/** Presses, moves and releases a pointer from `from` to the centre of `to`, as a mouse drag does. */
function drag(from: HTMLElement, to: HTMLElement) {
  const start = from.getBoundingClientRect();
  const end = to.getBoundingClientRect();
  const at = (box: DOMRect) => ({
    bubbles: true,
    button: 0,
    pointerId: 1,
    isPrimary: true,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  });
  from.dispatchEvent(new PointerEvent("pointerdown", at(start)));
  document.dispatchEvent(new PointerEvent("pointermove", at(end)));
  document.dispatchEvent(new PointerEvent("pointerup", at(end)));
}

/**
 * Shift+arrows draw a range from the focused cell (its cells are selected and outlined); Ctrl+C copies it as
 * tab-separated text for Excel; Escape clears it.
 */
export const RangeCopy: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await userEvent.click(cellAt(grid, 0, 0));
    await userEvent.keyboard("{ArrowRight}{Shift>}{ArrowDown}{ArrowRight}{/Shift}");
    await expect(cellAt(grid, 0, 1)).toHaveFocus();
    const selected = within(grid).getAllByRole("gridcell", { selected: true });
    await expect(selected.map((cell) => cell.textContent)).toEqual(["牙刷", "12", "口镜", "30"]);
    const clipboard = new DataTransfer();
    cellAt(grid, 0, 1).dispatchEvent(new ClipboardEvent("copy", { clipboardData: clipboard, bubbles: true }));
    await expect(clipboard.getData("text/plain")).toBe("牙刷\t12\n口镜\t30");
    await userEvent.keyboard("{Escape}");
    await expect(within(grid).queryAllByRole("gridcell", { selected: true })).toHaveLength(0);
  },
};

/** Shift+click draws the range from the focused cell to the clicked one, without editing either. */
export const ShiftClickRange: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await userEvent.click(cellAt(grid, 0, 0));
    await userEvent.keyboard("{ArrowRight}{Shift>}");
    await userEvent.click(cellAt(grid, 2, 2));
    await userEvent.keyboard("{/Shift}");
    await expect(cellAt(grid, 0, 1)).toHaveFocus();
    await expect(within(grid).queryByRole("textbox")).toBeNull();
    const selected = within(grid).getAllByRole("gridcell", { selected: true });
    await expect(selected.map((cell) => cell.textContent)).toEqual(["牙刷", "12", "口镜", "30", "手套", "8"]);
  },
};

/**
 * Ctrl+D fills the range down from its first row; the filled names break the unique rule, which shows on the
 * cells as if typed; one Ctrl+Z undoes the whole fill.
 */
export const FillDownByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await userEvent.click(cellAt(grid, 0, 0));
    await userEvent.keyboard("{ArrowRight}{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}");
    await userEvent.keyboard("{Control>}d{/Control}");
    await expect(cellAt(grid, 1, 1)).toHaveTextContent("牙刷");
    await expect(cellAt(grid, 2, 2)).toHaveTextContent("12");
    // The filled cells are validated as typed ones are: each names its broken rule.
    await expect(await within(cellAt(grid, 1, 1)).findByText("名称不能重复")).toBeVisible();
    await expect(within(cellAt(grid, 2, 1)).getByText("名称不能重复")).toBeVisible();
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(cellAt(grid, 1, 1)).toHaveTextContent("口镜");
    await expect(cellAt(grid, 2, 1)).toHaveTextContent("手套");
    await waitFor(() => expect(within(grid).queryByText("名称不能重复")).toBeNull());
  },
};

/** Dragging the fill handle down repeats the range's values into the rows it passes; they are validated. */
export const FillByPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await userEvent.click(cellAt(grid, 0, 0));
    await userEvent.keyboard("{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
    const handle = grid.querySelector<HTMLElement>("[data-slot=grid-fill-handle]") as HTMLElement;
    await expect(cellAt(grid, 1, 1)).toContainElement(handle);
    drag(handle, cellAt(grid, 3, 1));
    await waitFor(() => expect(cellAt(grid, 2, 1)).toHaveTextContent("牙刷"));
    await expect(cellAt(grid, 3, 1)).toHaveTextContent("口镜");
    await expect(cellAt(grid, 3, 2)).toHaveTextContent("25");
    await expect(await within(cellAt(grid, 2, 1)).findByText("名称不能重复")).toBeVisible();
    await expect(within(cellAt(grid, 3, 1)).getByText("名称不能重复")).toBeVisible();
  },
};

/** A row dragged by its grip lands where it is dropped; 序号 (orderNum) is renumbered from 1. */
export const DragSort: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    const grip = bodyRows(grid)[0]?.querySelector<HTMLElement>("[data-slot=drag-sort-handle]") as HTMLElement;
    drag(grip, cellAt(grid, 2, 1));
    await waitFor(() => expect(cellAt(grid, 2, 1)).toHaveTextContent("牙刷"));
    await expect(bodyRows(grid).map((row) => within(row).getAllByRole("gridcell")[1]?.textContent)).toEqual([
      "口镜",
      "手套",
      "牙刷",
      "镊子",
    ]);
    await expect(bodyRows(grid).map((row) => within(row).getAllByRole("gridcell")[3]?.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  },
};
