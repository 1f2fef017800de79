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

/** Presses a pointer on `from` and moves it to the centre of `to`, as a mouse drag does; `drop` releases it. */
function startDrag(from: HTMLElement, to: HTMLElement) {
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
  return { drop: () => document.dispatchEvent(new PointerEvent("pointerup", at(end))) };
}

/** A drag from `from` to the centre of `to` and the release there. */
function drag(from: HTMLElement, to: HTMLElement) {
  startDrag(from, to).drop();
}

const gripOf = (grid: HTMLElement, row: number) =>
  bodyRows(grid)[row]?.querySelector<HTMLElement>("[data-slot=drag-sort-handle]") as HTMLElement;
const dropLine = (grid: HTMLElement) => grid.querySelector<HTMLElement>("[data-slot=row-drop-line]");
const names = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => within(row).getAllByRole("gridcell")[1]?.textContent);

/** The drop line lies on the given edge of body row `row` (within a pixel: it is 2 px, centred on it). */
async function expectLineAt(grid: HTMLElement, row: number, edge: "top" | "bottom") {
  const line = dropLine(grid) as HTMLElement;
  await expect(line).toBeInTheDocument();
  const box = (bodyRows(grid)[row] as HTMLElement).getBoundingClientRect();
  const lineBox = line.getBoundingClientRect();
  await expect(lineBox.height).toBe(2);
  await expect(Math.abs(lineBox.top + 1 - (edge === "top" ? box.top : box.bottom))).toBeLessThanOrEqual(1);
  // Across every column of the row.
  await expect(Math.round(lineBox.width)).toBe(Math.round(box.width));
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
    drag(gripOf(grid, 0), cellAt(grid, 2, 1));
    await waitFor(() => expect(cellAt(grid, 2, 1)).toHaveTextContent("牙刷"));
    await expect(names(grid)).toEqual(["口镜", "手套", "牙刷", "镊子"]);
    // The drop line goes with the drop.
    await expect(dropLine(grid)).toBeNull();
    await expect(bodyRows(grid).map((row) => within(row).getAllByRole("gridcell")[3]?.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  },
};

/**
 * While a row is dragged down, a 2 px line in the primary colour lies under the row it will land after
 * (here 牙刷 over 手套: it lands between 手套 and 镊子). The story stops mid-drag so the baseline shows it.
 */
export const DragSortLine: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    startDrag(gripOf(grid, 0), cellAt(grid, 2, 1));
    await waitFor(() => expect(dropLine(grid)).toBeInTheDocument());
    await expectLineAt(grid, 2, "bottom");
    await expect(dropLine(grid)).toHaveAttribute("data-edge", "after");
    // Nothing moves before the drop.
    await expect(names(grid)).toEqual(["牙刷", "口镜", "手套", "镊子"]);
  },
};

/** Dragged up, the line follows the pointer and lies over the row it will land before; over its own row, none. */
export const DragSortLineUp: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    startDrag(gripOf(grid, 3), cellAt(grid, 2, 1));
    await waitFor(() => expect(dropLine(grid)).toBeInTheDocument());
    await expectLineAt(grid, 2, "top");
    const at = (cell: HTMLElement) => {
      const box = cell.getBoundingClientRect();
      return { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    };
    document.dispatchEvent(new PointerEvent("pointermove", at(cellAt(grid, 1, 1))));
    await waitFor(() => expectLineAt(grid, 1, "top"));
    document.dispatchEvent(new PointerEvent("pointermove", at(cellAt(grid, 3, 1))));
    await waitFor(() => expect(dropLine(grid)).toBeNull());
    document.dispatchEvent(new PointerEvent("pointermove", at(cellAt(grid, 1, 1))));
    await waitFor(() => expectLineAt(grid, 1, "top"));
    document.dispatchEvent(new PointerEvent("pointerup", at(cellAt(grid, 1, 1))));
    await waitFor(() => expect(names(grid)).toEqual(["牙刷", "镊子", "口镜", "手套"]));
    await expect(dropLine(grid)).toBeNull();
  },
};

/** Escape ends a drag where it started: the line goes, no row moves, and a later release drops nothing. */
export const DragSortEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const { drop } = startDrag(gripOf(grid, 0), cellAt(grid, 3, 1));
    await waitFor(() => expectLineAt(grid, 3, "bottom"));
    await userEvent.keyboard("{Escape}");
    await expect(dropLine(grid)).toBeNull();
    drop();
    await expect(names(grid)).toEqual(["牙刷", "口镜", "手套", "镊子"]);
    await expect(gripOf(grid, 0)).not.toHaveAttribute("data-dragging");
  },
};
