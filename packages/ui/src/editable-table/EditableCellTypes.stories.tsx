import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useRef, useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import type { LoadDictTexts, SearchDictItems } from "../dict-select/dict-types";
import { doctors, loadDictItems } from "../dict-select/story-loaders";
import { EditableTable } from "./EditableTable";
import type { EditableColumn, EditableRow } from "./editable-types";
import type { EditableTableMethods } from "./use-editable-table";

interface Visit extends EditableRow {
  patient?: string;
  sex?: string;
  treatments?: string;
  main?: string;
  clinic?: string;
  doctor?: string;
  tags?: string;
  progress?: number;
  price?: number;
  note?: string;
}

/** The server's loadDict: texts containing the keyword, at most pageSize. */
const searchDoctors: SearchDictItems = async (_code, keyword, pageSize) =>
  doctors.filter((doctor) => doctor.text.includes(keyword)).slice(0, pageSize);
/** The server's loadDictItem: the texts of chosen keys. */
const doctorTexts: LoadDictTexts = async (_code, keys) =>
  keys.map((key) => doctors.find((doctor) => doctor.value === key)?.text ?? key);

const choiceColumns: EditableColumn<Visit>[] = [
  { key: "patient", type: "normal", title: "患者", width: 70 },
  { key: "sex", type: "radio", title: "性别", width: 130, dictCode: "sex" },
  {
    key: "treatments",
    type: "list_multi",
    title: "治疗项目",
    width: 100,
    dictCode: "treatment",
    options: [{ value: "other", text: "其他" }],
  },
  { key: "main", type: "select", title: "主要项目", width: 90, dictCode: "treatment" },
  {
    key: "clinic",
    type: "sel_search",
    title: "门店",
    width: 100,
    options: [
      { value: "d1", text: "总院" },
      { value: "d2", text: "东城门店" },
      { value: "d3", text: "西城门店" },
    ],
  },
  {
    key: "tags",
    type: "tags",
    title: "标记",
    width: 120,
    setTagColor: (tag) => (tag === "急诊" ? "danger" : tag === "复诊" ? "success" : undefined),
  },
  { key: "progress", type: "progress", title: "进度", width: 130 },
];

const visits: Visit[] = [
  {
    id: "1",
    patient: "王芳",
    sex: "1",
    treatments: "clean",
    main: "clean",
    clinic: "d1",
    tags: "急诊;复诊",
    progress: 45,
  },
  { id: "2", patient: "李雷", sex: "2", treatments: "", clinic: "d2", tags: "初诊", progress: 100 },
];

/** An EditableTable with 取值 (getValues) and 刷新价格 (setValues on row 1's 单价), their results below. */
function Harness({
  columns,
  rows,
  loadDictItems: load,
  ...table
}: {
  columns: EditableColumn<Visit>[];
  rows: Visit[];
  loadDictItems?: typeof loadDictItems;
  searchDictItems?: SearchDictItems;
  loadDictTexts?: LoadDictTexts;
  reloadEffect?: boolean;
  isRowDisabled?: (row: Visit) => boolean;
  expandedRowRender?: (row: Visit) => ReactNode;
}) {
  const ref = useRef<EditableTableMethods<Visit>>(null);
  const [out, setOut] = useState("");
  // A loader of its own per mount: dictionaries are cached per loader, so each run starts with none loaded.
  const [ownLoad] = useState(() => load && ((code: string) => load(code)));
  return (
    <div className="flex min-h-[480px] flex-col gap-3 text-control text-fg">
      <EditableTable<Visit>
        ref={ref}
        columns={columns}
        dataSource={rows}
        loadDictItems={ownLoad}
        {...table}
      />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() =>
            setOut(
              JSON.stringify(
                ref.current?.getValues().map(({ id, sex, treatments, main, clinic, doctor }) => ({
                  id,
                  sex,
                  treatments,
                  main,
                  clinic,
                  doctor,
                })),
              ),
            )
          }
        >
          取值
        </button>
        <button
          type="button"
          onClick={() => ref.current?.setValues([{ rowKey: "1", values: { price: 15 } }])}
        >
          刷新价格
        </button>
      </div>
      <output>{out}</output>
    </div>
  );
}

const meta = {
  title: "Data/EditableTable cell types",
  component: Harness,
  args: { columns: choiceColumns, rows: visits },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole("row").slice(1) as HTMLElement[];
/** The Tag around a tag's text. */
const tagOf = (cell: HTMLElement, text: string) => within(cell).getByText(text).closest("[data-color]");
const cellOf = (row: HTMLElement, column: number) =>
  within(row).getAllByRole("gridcell")[column] as HTMLElement;

/**
 * Spec §3: radio (always shown; choosing is the edit), list_multi (several values, one tag shown), select,
 * sel_search (typing filters), tags coloured by `setTagColor`, progress. `dictCode` items join the column's
 * options (其他 first, then the dictionary), each code loaded once for both columns that use it.
 */
export const Choices: Story = {
  args: { loadDictItems: fn(loadDictItems) },
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const [first, second] = rowsOf(grid) as [HTMLElement, HTMLElement];
    await expect(await within(first).findByRole("radio", { name: "男" })).toBeChecked();
    await userEvent.click(within(first).getByRole("radio", { name: "女" }));
    await expect(within(first).getByRole("radio", { name: "女" })).toBeChecked();
    await expect(cellOf(first, 3)).toHaveTextContent("洁牙");

    // From the keyboard: Enter on a radio cell focuses the chosen radio, an arrow chooses, Escape returns.
    const sexCell = cellOf(first, 1);
    await userEvent.click(cellOf(first, 0));
    await userEvent.keyboard("{ArrowRight}");
    await expect(sexCell).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(within(sexCell).getByRole("radio", { name: "女" })).toHaveFocus();
    // Held down as a person does: Radix moves the focus a tick later and chooses only while the key is down.
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(within(sexCell).getByRole("radio", { name: "男" })).toBeChecked());
    await userEvent.keyboard("{/ArrowLeft}");
    await userEvent.keyboard("{Escape}");
    await expect(sexCell).toHaveFocus();
    await userEvent.click(within(first).getByRole("radio", { name: "女" }));
    await expect(args.loadDictItems).toHaveBeenCalledTimes(2);

    await userEvent.click(cellOf(second, 2));
    await userEvent.click(within(grid).getByRole("combobox", { name: "治疗项目" }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "其他",
      "洁牙",
      "补牙",
      "根管治疗",
      "种植牙（含术前检查、骨增量评估与术后三次复查）",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "其他" }));
    await userEvent.click(screen.getByRole("option", { name: "补牙" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(cellOf(first, 0));
    await expect(cellOf(second, 2)).toHaveTextContent("其他,补牙");

    await userEvent.click(cellOf(second, 4));
    await userEvent.keyboard("西");
    await expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["西城门店"]);
    await userEvent.keyboard("{Enter}");
    await userEvent.click(cellOf(first, 0));
    await expect(cellOf(second, 4)).toHaveTextContent("西城门店");

    await expect(tagOf(cellOf(first, 5), "急诊")).toHaveAttribute("data-color", "danger");
    await expect(tagOf(cellOf(first, 5), "复诊")).toHaveAttribute("data-color", "success");
    await expect(tagOf(cellOf(second, 5), "初诊")).toHaveAttribute("data-color", "default");
    await expect(within(first).getByRole("progressbar", { name: "进度" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    await expect(within(second).getByRole("progressbar", { name: "进度" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );

    await userEvent.click(canvas.getByRole("button", { name: "取值" }));
    await expect(canvas.getByRole("status")).toHaveTextContent('"sex":"2","treatments":"clean"');
    await expect(canvas.getByRole("status")).toHaveTextContent('"treatments":"other,fill","clinic":"d3"');
  },
};

/**
 * Spec §5, §9 select-search: the chosen doctor's text comes from `loadDictTexts`; a keyword is searched on the
 * server 800 ms after the last key, 10 items at most; an empty keyword asks 请输入搜索内容.
 */
export const SelectSearch: Story = {
  args: {
    columns: [
      { key: "index", type: "row-number", title: "#" },
      { key: "patient", type: "normal", title: "患者", width: 90 },
      {
        key: "doctor",
        type: "select-search",
        title: "主治医生",
        width: 220,
        dictCode: "sys_user,realname,username",
      },
    ],
    rows: [
      { id: "1", patient: "王芳", doctor: "doctor3" },
      { id: "2", patient: "李雷" },
    ],
    searchDictItems: fn(searchDoctors),
    loadDictTexts: fn(doctorTexts),
  },
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const [first, second] = rowsOf(grid) as [HTMLElement, HTMLElement];
    await expect(await within(first).findByText("李医生3号")).toBeVisible();

    await userEvent.click(cellOf(second, 2));
    const combobox = within(grid).getByRole("combobox", { name: "主治医生" });
    await expect(combobox).toHaveFocus();
    await userEvent.click(combobox);
    await expect(await screen.findByText("请输入搜索内容")).toBeVisible();
    const typed = performance.now();
    await userEvent.type(combobox, "张");
    await waitFor(() =>
      expect(args.searchDictItems).toHaveBeenCalledWith("sys_user,realname,username", "张", 10),
    );
    await expect(performance.now() - typed).toBeGreaterThanOrEqual(800);
    await userEvent.click(await screen.findByRole("option", { name: "张医生6号" }));
    await userEvent.click(cellOf(first, 1));
    await expect(await within(second).findByText("张医生6号")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "取值" }));
    await expect(canvas.getByRole("status")).toHaveTextContent('"id":"2","doctor":"doctor6"');
  },
};

const rowColumns: EditableColumn<Visit>[] = [
  { key: "pick", type: "row-radio", title: "" },
  { key: "expand", type: "row-expand", title: "" },
  { key: "patient", type: "input", title: "患者", width: 160 },
  { key: "price", type: "inputNumber", title: "单价", width: 120 },
];

const patients: Visit[] = [
  { id: "1", patient: "王芳", price: 12, note: "左下6 根管治疗第二次" },
  { id: "2", patient: "李雷", price: 30, note: "全口洁治，下次复查三个月后" },
  { id: "3", patient: "韩梅梅", price: 8, note: "已结算" },
];

/**
 * row-radio: one row selected at a time (a disabled row cannot be); row-expand: ▸ opens the row's content
 * under it and ▾ closes it.
 */
export const RowRadioAndExpand: Story = {
  args: {
    columns: rowColumns,
    rows: patients,
    isRowDisabled: (row) => row.id === "3",
    expandedRowRender: (row) => <span>病历：{row.note}</span>,
  },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const first = within(grid).getByRole("radio", { name: "选择第 1 行" });
    const second = within(grid).getByRole("radio", { name: "选择第 2 行" });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(canvas.getByText("已选择 1 项")).toBeVisible();
    await userEvent.click(second);
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    await expect(canvas.getByText("已选择 1 项")).toBeVisible();
    await expect(within(grid).getByRole("radio", { name: "选择第 3 行" })).toBeDisabled();

    const [, secondRow] = rowsOf(grid) as [HTMLElement, HTMLElement];
    await userEvent.click(within(secondRow).getByRole("button", { name: "展开行" }));
    await expect(within(grid).getByText("病历：全口洁治，下次复查三个月后")).toBeVisible();
    await expect(within(secondRow).getByRole("button", { name: "收起行" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.click(within(secondRow).getByRole("button", { name: "收起行" }));
    await expect(within(grid).queryByText("病历：全口洁治，下次复查三个月后")).toBeNull();
    await userEvent.click(within(secondRow).getByRole("button", { name: "展开行" }));
  },
};

/** Spec §4, §9 reload effect: a changed cell shows its old value over the new one, gone after 1400 ms. */
export const ReloadEffect: Story = {
  args: { columns: rowColumns, rows: patients, reloadEffect: true },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const [first] = rowsOf(grid) as [HTMLElement];
    const price = cellOf(first, 3);
    await expect(price).toHaveTextContent(/^12$/);
    // Timed from before the click: the effect's clock starts inside it, so the old value cannot be gone
    // sooner than 1400 ms after this (the exact 1400 ms is the fake-clock unit test's; a busy box only adds).
    const clicked = performance.now();
    await userEvent.click(canvas.getByRole("button", { name: "刷新价格" }));
    await expect(within(price).getByText("15")).toBeVisible();
    await expect(within(price).getByText("12")).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(within(price).queryByText("12")).toBeNull(), { timeout: 3000 });
    const shown = performance.now() - clicked;
    await expect(shown).toBeGreaterThanOrEqual(1400);
    await expect(shown).toBeLessThan(1400 + 1000);
    await expect(price).toHaveTextContent(/^15$/);
  },
};
