import { parseSuperQuery, SAVED_QUERY_KEY_PREFIX } from "@kanya/core/query";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { type LoadDictItems, TreeSelect } from "../dict-select";
import { loadDepartments } from "../dict-select/story-loaders";
import { MessageHost, message } from "../message";
import { Modal, ModalHost } from "../modal";
import { AdvancedQuery } from "./AdvancedQuery";
import type { RenderValueEditor } from "./ConditionValueEditor";
import type { QueryField } from "./query-field";
import type { SavedQueryStorage } from "./saved-query-store";

const fields: QueryField[] = [
  { value: "realname", text: "患者姓名", type: "string" },
  { value: "age", text: "年龄", type: "int" },
  { value: "visitDate", text: "就诊日期", type: "date" },
  {
    value: "sex",
    text: "性别",
    type: "list",
    dictCode: "sex",
    options: [
      { value: "1", text: "男" },
      { value: "2", text: "女" },
    ],
  },
  { value: "vip", text: "是否会员", type: "switch" },
  { value: "remark", text: "备注（种植牙术后复查、正畸调整等长文本说明）", type: "string" },
];

/** A storage the story can look into, so saved queries never leak between stories. */
function memoryStorage(
  initial: Record<string, string> = {},
): SavedQueryStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const meta = {
  title: "Components/AdvancedQuery",
  component: AdvancedQuery,
  tags: ["autodocs"],
  args: { fields, onSearch: fn(), routePath: "/dentistry/patientList", storage: memoryStorage() },
  beforeEach: () => {
    message.destroy();
    Modal.destroyAll();
  },
  render: (args) => (
    <>
      <AdvancedQuery {...args} />
      <MessageHost />
      <ModalHost />
    </>
  ),
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdvancedQuery>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBuilder = async (
  userEvent: { click: (element: Element) => Promise<void> },
  canvas: { getByRole: typeof screen.getByRole },
) => {
  await userEvent.click(canvas.getByRole("button", { name: "高级查询" }));
  return screen.findByRole("dialog", { name: "高级查询构造器" });
};

async function choose(
  userEvent: { click: (element: Element) => Promise<void> },
  combobox: HTMLElement,
  option: string,
) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/**
 * Two conditions, OR: 查询 emits the wire form (spec §3 superQueryParams, superQueryMatchType) and closes; the
 * button then says conditions are in effect. 重置 clears it and emits empty params.
 */
export const Search: Story = {
  // It ends with the builder closed: nothing to screenshot beyond the button.
  tags: ["no-visual"],
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await expect(dialog).toHaveStyle({ width: "1000px" });
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }),
      "患者姓名",
    );
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的匹配规则" }), "包含");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "第 1 个条件的值" }), "张");
    await userEvent.click(within(dialog).getByRole("button", { name: "在第 1 个条件后添加" }));
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 2 个条件的查询字段" }), "年龄");
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 2 个条件的匹配规则" }),
      "大于等于",
    );
    await userEvent.type(within(dialog).getByRole("spinbutton", { name: "第 2 个条件的值" }), "18");
    await userEvent.click(within(dialog).getByRole("radio", { name: "OR（条件中的任意一个匹配）" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "查询" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [params] = (args.onSearch as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(params.superQueryMatchType).toBe("or");
    await expect(parseSuperQuery(params.superQueryParams)).toEqual({
      ok: true,
      conditions: [
        { field: "realname", rule: "like", val: "张", type: "string" },
        { field: "age", rule: "ge", val: "18", type: "int" },
      ],
    });
    const button = canvas.getByRole("button", { name: "高级查询 （已有高级查询条件生效）" });

    await userEvent.click(button);
    const again = await screen.findByRole("dialog", { name: "高级查询构造器" });
    await userEvent.click(within(again).getByRole("button", { name: "重置" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      superQueryParams: "",
      superQueryMatchType: "and",
      conditions: [],
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "高级查询" })).toBeInTheDocument();
  },
};

/** Spec §5: querying with no complete condition warns 不能查询空条件 and keeps the builder open. */
export const EmptyQuery: Story = {
  // Its last frame is a toast mid-fade: the play test checks the message; no visual baseline.
  tags: ["no-visual"],
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: "查询" }));
    await expect(await screen.findByText("不能查询空条件")).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(screen.getByRole("dialog", { name: "高级查询构造器" })).toBeVisible();
  },
};

/** Spec §5: the `in` rule takes several values; switching away keeps only the first. Switch fields offer 是/否. */
export const InRule: Story = {
  // Not a visual baseline: ends with a select menu mid-transition; its play test checks the rule's values.
  tags: ["no-visual"],
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }), "性别");
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的匹配规则" }),
      "在...中",
    );
    const value = within(dialog).getByRole("combobox", { name: "第 1 个条件的值" });
    await userEvent.click(value);
    await userEvent.click(await screen.findByRole("option", { name: "男" }));
    await userEvent.click(await screen.findByRole("option", { name: "女" }));
    await userEvent.keyboard("{Escape}");
    await expect(within(dialog).getAllByRole("button", { name: /^移除/ })).toHaveLength(2);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的匹配规则" }), "等于");
    await expect(within(dialog).getByRole("combobox", { name: "第 1 个条件的值" })).toHaveValue("男");
    await userEvent.click(within(dialog).getByRole("button", { name: "在第 1 个条件后添加" }));
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 2 个条件的查询字段" }),
      "是否会员",
    );
    await userEvent.click(within(dialog).getByRole("combobox", { name: "第 2 个条件的值" }));
    await expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "是",
      "否",
    ]);
  },
};

/**
 * Saving (spec §4–§5): 空条件不能保存, 保存名称不能为空, 保存成功 under JSuperQuerySaved_ + the save code; the same
 * name again asks '{name} 已存在，是否覆盖？'. A saved query loads back into the builder.
 */
export const SaveQueries: Story = {
  // Not a visual baseline: it ends while its four toasts stack and fade; its play test checks each message.
  tags: ["no-visual"],
  args: { saveCode: "patient", storage: memoryStorage() },
  play: async ({ args, canvas, userEvent }) => {
    const storage = args.storage as ReturnType<typeof memoryStorage>;
    const dialog = await openBuilder(userEvent, canvas);
    const saveAs = async (name: string) => {
      await userEvent.click(within(dialog).getByRole("button", { name: "保存查询条件" }));
      const naming = await screen.findByRole("dialog", { name: "请输入保存的名称" });
      if (name) await userEvent.type(within(naming).getByRole("textbox", { name: "请输入保存的名称" }), name);
      await userEvent.click(within(naming).getByRole("button", { name: "确定" }));
    };
    await saveAs("复诊患者");
    await expect(await screen.findByText("空条件不能保存")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "取消" }));

    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }),
      "患者姓名",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "第 1 个条件的值" }), "王五");
    await saveAs("");
    await expect(await screen.findByText("保存名称不能为空")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "取消" }));

    await saveAs("复诊患者");
    await expect(await screen.findByText("保存成功")).toBeVisible();
    const stored = JSON.parse(storage.data[`${SAVED_QUERY_KEY_PREFIX}patient`] ?? "[]");
    await expect(stored).toEqual([
      {
        title: "复诊患者",
        matchType: "and",
        records: [{ field: "realname", rule: "eq", val: "王五", type: "string" }],
      },
    ]);
    await expect(within(dialog).getByRole("button", { name: "使用查询“复诊患者”" })).toBeVisible();

    await saveAs("复诊患者");
    const confirm = await screen.findByRole("alertdialog", { name: "复诊患者 已存在，是否覆盖？" });
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.getAllByText("保存成功")).toHaveLength(2));

    await userEvent.click(within(dialog).getByRole("button", { name: "重置" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "使用查询“复诊患者”" }));
    await expect(within(dialog).getByRole("textbox", { name: "第 1 个条件的值" })).toHaveValue("王五");
  },
};

/** Saved queries read back from storage on the route's key; deleting one asks first. Long names are cut. */
export const SavedList: Story = {
  args: {
    storage: memoryStorage({
      [`${SAVED_QUERY_KEY_PREFIX}/dentistry/patientList`]: JSON.stringify([
        {
          title: "本月种植牙术后复查且未完成回访的会员患者",
          matchType: "or",
          records: [{ field: "vip", rule: "eq", val: "Y", type: "switch" }],
        },
        {
          title: "成年男性",
          matchType: "and",
          records: [{ field: "sex", rule: "eq", val: "1", type: "list" }],
        },
      ]),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: "删除查询“成年男性”" }));
    const confirm = await screen.findByRole("alertdialog", { name: "是否删除当前查询？" });
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "使用查询“成年男性”" })).toBeNull(),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: "使用查询“本月种植牙术后复查且未完成回访的会员患者”" }),
    );
    await expect(within(dialog).getByRole("radio", { name: "OR（条件中的任意一个匹配）" })).toBeChecked();
    await expect(within(dialog).getByRole("combobox", { name: "第 1 个条件的值" })).toHaveValue("是");
  },
};

/**
 * Nested groups (beyond JSuperQuery): 添加条件组 adds a group with its own and/or and moves focus to its first
 * field; a group takes rows and one more level of groups (three levels with the top, so the innermost group
 * offers no 添加条件组); 删除第 N 个条件组 removes it with its rows. 查询 sends the group as
 * `{matchType, children}` among the conditions.
 */
export const NestedGroups: Story = {
  // It ends with the builder closed; SavedGroups photographs groups.
  tags: ["no-visual"],
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }), "年龄");
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的匹配规则" }),
      "大于等于",
    );
    await userEvent.type(within(dialog).getByRole("spinbutton", { name: "第 1 个条件的值" }), "18");

    await userEvent.click(within(dialog).getByRole("button", { name: "添加条件组" }));
    const group = within(dialog).getByRole("group", { name: "第 2 个条件组" });
    await waitFor(() =>
      expect(within(group).getByRole("combobox", { name: "第 2.1 个条件的查询字段" })).toHaveFocus(),
    );
    await choose(
      userEvent,
      within(group).getByRole("combobox", { name: "第 2.1 个条件的查询字段" }),
      "患者姓名",
    );
    await choose(userEvent, within(group).getByRole("combobox", { name: "第 2.1 个条件的匹配规则" }), "包含");
    await userEvent.type(within(group).getByRole("textbox", { name: "第 2.1 个条件的值" }), "张");
    // From the keyboard: the group's own 添加条件, then its match type by arrow keys.
    within(group).getByRole("button", { name: "在第 2 个条件组中添加条件" }).focus();
    await userEvent.keyboard("{Enter}");
    await choose(
      userEvent,
      within(group).getByRole("combobox", { name: "第 2.2 个条件的查询字段" }),
      "患者姓名",
    );
    await userEvent.type(within(group).getByRole("textbox", { name: "第 2.2 个条件的值" }), "李四");
    const groupMatch = within(group).getByRole("radiogroup", { name: "第 2 个条件组的匹配方式" });
    within(groupMatch).getByRole("radio", { name: "AND（组内所有条件都匹配）" }).focus();
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() =>
      expect(within(groupMatch).getByRole("radio", { name: "OR（组内任意一个条件匹配）" })).toBeChecked(),
    );
    await userEvent.keyboard("{/ArrowRight}");

    // A third level, then no fourth: the innermost group offers no 添加条件组.
    await userEvent.click(within(group).getByRole("button", { name: "在第 2 个条件组中添加条件组" }));
    const inner = within(group).getByRole("group", { name: "第 2.3 个条件组" });
    await waitFor(() =>
      expect(within(inner).getByRole("combobox", { name: "第 2.3.1 个条件的查询字段" })).toHaveFocus(),
    );
    await expect(within(inner).queryByRole("button", { name: /添加条件组$/ })).toBeNull();
    await userEvent.click(within(inner).getByRole("button", { name: "删除第 2.3 个条件组" }));
    await expect(within(group).queryByRole("group", { name: "第 2.3 个条件组" })).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [params] = (args.onSearch as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(params.superQueryMatchType).toBe("and");
    await expect(parseSuperQuery(params.superQueryParams)).toEqual({
      ok: true,
      conditions: [
        { field: "age", rule: "ge", val: "18", type: "int" },
        {
          matchType: "or",
          children: [
            { field: "realname", rule: "like", val: "张", type: "string" },
            { field: "realname", rule: "eq", val: "李四", type: "string" },
          ],
        },
      ],
    });
  },
};

/** A saved query with groups loads back with them: each group's rows, numbering and match type. */
export const SavedGroups: Story = {
  args: {
    storage: memoryStorage({
      [`${SAVED_QUERY_KEY_PREFIX}/dentistry/patientList`]: JSON.stringify([
        {
          title: "成年且张姓或会员",
          matchType: "and",
          records: [
            { field: "age", rule: "ge", val: "18", type: "int" },
            {
              matchType: "or",
              children: [
                { field: "realname", rule: "right_like", val: "张", type: "string" },
                { field: "vip", rule: "eq", val: "Y", type: "switch" },
                {
                  matchType: "and",
                  children: [{ field: "sex", rule: "eq", val: "2", type: "list", dictCode: "sex" }],
                },
              ],
            },
          ],
        },
      ]),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: "使用查询“成年且张姓或会员”" }));
    const group = within(dialog).getByRole("group", { name: "第 2 个条件组" });
    const groupMatch = within(group).getByRole("radiogroup", { name: "第 2 个条件组的匹配方式" });
    await expect(within(groupMatch).getByRole("radio", { name: "OR（组内任意一个条件匹配）" })).toBeChecked();
    await expect(within(group).getByRole("textbox", { name: "第 2.1 个条件的值" })).toHaveValue("张");
    await expect(within(group).getByRole("combobox", { name: "第 2.2 个条件的值" })).toHaveValue("是");
    const inner = within(group).getByRole("group", { name: "第 2.3 个条件组" });
    await expect(within(inner).getByRole("combobox", { name: "第 2.3.1 个条件的值" })).toHaveValue("女");
    await expect(within(inner).queryByRole("button", { name: /添加条件组$/ })).toBeNull();
  },
};

/** Removing the last row shows the empty state with 添加条件. */
export const NoRows: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: "删除第 1 个条件" }));
    await expect(within(dialog).getByText("没有任何查询条件")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "添加条件" }));
    await expect(within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "高级查询" })).toBeDisabled();
  },
};

/** A 职级 field as a resource gives it: a dictionary code and no options; the items come from the loader. */
const rankField: QueryField = { value: "postRank", text: "职级", type: "list", dictCode: "position_rank" };
const ranks = [
  { value: "1", text: "员级" },
  { value: "2", text: "助级" },
  { value: "3", text: "中级" },
  { value: "4", text: "副高级" },
  { value: "5", text: "正高级（主任医师、主任药师等正高级职称）" },
];
const loadRanks: LoadDictItems = async (code) => {
  if (code !== "position_rank") throw new Error(`字典 ${code} 不存在`);
  return ranks;
};

/**
 * A dictionary field without `options` (spec §3 value editor "dictionary select"): its items load through
 * `loadDictItems` by the field's `dictCode`; the chosen value goes out in the wire form.
 */
export const DictionaryField: Story = {
  args: {
    fields: [{ value: "name", text: "职务名称", type: "string" }, rankField],
    loadDictItems: fn(loadRanks),
    routePath: "/isystem/position",
    storage: memoryStorage(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }), "职级");
    await expect(args.loadDictItems).toHaveBeenCalledWith("position_rank");
    const value = within(dialog).getByRole("combobox", { name: "第 1 个条件的值" });
    await userEvent.click(value);
    await expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(
      ranks.map((rank) => rank.text),
    );
    await userEvent.click(screen.getByRole("option", { name: "副高级" }));
    await expect(value).toHaveValue("副高级");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());

    await userEvent.click(within(dialog).getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [params] = (args.onSearch as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(parseSuperQuery(params.superQueryParams)).toEqual({
      ok: true,
      conditions: [{ field: "postRank", rule: "eq", val: "4", type: "list", dictCode: "position_rank" }],
    });
    // The last frame: the builder again, the chosen 职级 shown by its text.
    await userEvent.click(canvas.getByRole("button", { name: "高级查询 （已有高级查询条件生效）" }));
    const again = await screen.findByRole("dialog", { name: "高级查询构造器" });
    await expect(within(again).getByRole("combobox", { name: "第 1 个条件的值" })).toHaveValue("副高级");
  },
};

/** A table dictionary (`dictTable`, `dictText`, `dictCode`) loads by the joined string, as JSuperQuery sent it. */
export const TableDictionaryField: Story = {
  tags: ["no-visual"],
  args: {
    fields: [
      {
        value: "doctorId",
        text: "主治医生",
        type: "list",
        dictTable: "sys_user",
        dictText: "realname",
        dictCode: "id",
      },
    ],
    loadDictItems: fn(async () => [{ value: "u1", text: "张医生" }]),
  },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }),
      "主治医生",
    );
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的值" }), "张医生");
    await expect(args.loadDictItems).toHaveBeenCalledWith("sys_user,realname,id");
  },
};

/** While the dictionary loads, the value select shows its spinner and says 加载中 when opened. */
export const DictionaryLoading: Story = {
  // Not a visual baseline: a spinner turns in its last frame; the play test checks the state.
  tags: ["no-visual"],
  args: { fields: [rankField], loadDictItems: () => new Promise(() => undefined) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }), "职级");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "第 1 个条件的值" }));
    await expect(await screen.findByText("加载中")).toBeVisible();
    await expect(screen.queryByRole("option")).toBeNull();
  },
};

/** A failed load marks the value select as invalid and says why: 字典加载失败 with the server's message. */
export const DictionaryLoadFailed: Story = {
  args: {
    fields: [rankField],
    loadDictItems: async () => {
      throw new Error("字典 position_rank 不存在");
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(userEvent, within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }), "职级");
    const value = within(dialog).getByRole("combobox", { name: "第 1 个条件的值" });
    await waitFor(() => expect(value).toHaveAttribute("aria-invalid", "true"));
    await expect(value).toHaveAttribute("placeholder", "字典加载失败");
    await userEvent.click(value);
    await expect(await screen.findByText("字典加载失败：字典 position_rank 不存在")).toBeVisible();
    // The last frame: the list closed (an open one may still be moving), the field marked.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("字典加载失败：字典 position_rank 不存在")).toBeNull());
    await expect(screen.getByRole("dialog", { name: "高级查询构造器" })).toBeVisible();
  },
};

/** A tree field and a user field, as a caller with a tree select but no user picker declares them. */
const departmentFields: QueryField[] = [
  { value: "realname", text: "患者姓名", type: "string" },
  { value: "departId", text: "所属部门", type: "sel_tree" },
  { value: "doctor", text: "主治医生", type: "sel_user" },
];

/** The caller's slot: 所属部门 as a department TreeSelect on in-memory loads; anything else keeps the text box. */
const treeEditor: RenderValueEditor = (context) =>
  context.field.type === "sel_tree" ? (
    <TreeSelect
      aria-label={context["aria-label"]}
      className="w-full"
      dict="sys_depart,depart_name,id"
      pidField="parent_id"
      loadTreeData={loadDepartments}
      multiple={context.multiple}
      value={context.values.join(",")}
      onChange={(text) => context.onChange(context.multiple ? text.split(",").filter(Boolean) : [text])}
    />
  ) : undefined;

/**
 * `renderValueEditor` (spec §3 "custom value editors"): a `sel_tree` field's value is chosen in the caller's
 * tree select, a branch loading on expand, and 查询 sends the node's id; a `sel_user` field the slot leaves
 * alone (`undefined`) keeps the built-in text box.
 */
export const TreeValueEditor: Story = {
  args: { fields: departmentFields, renderValueEditor: treeEditor, storage: memoryStorage() },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openBuilder(userEvent, canvas);
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 1 个条件的查询字段" }),
      "所属部门",
    );
    await userEvent.click(within(dialog).getByRole("combobox", { name: "第 1 个条件的值" }));
    const tree = await screen.findByRole("tree", { name: "第 1 个条件的值" });
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(await within(tree).findByRole("treeitem", { name: "口腔外科" }));
    await waitFor(() => expect(screen.queryByRole("tree")).toBeNull());
    await expect(within(dialog).getByRole("combobox", { name: "第 1 个条件的值" })).toHaveTextContent(
      "口腔外科",
    );
    // Choosing in the tree's dropdown leaves the builder open.
    await expect(screen.getByRole("dialog", { name: "高级查询构造器" })).toBeVisible();

    await userEvent.click(within(dialog).getByRole("button", { name: "在第 1 个条件后添加" }));
    await choose(
      userEvent,
      within(dialog).getByRole("combobox", { name: "第 2 个条件的查询字段" }),
      "主治医生",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "第 2 个条件的值" }), "zhangsan");

    await userEvent.click(within(dialog).getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [params] = (args.onSearch as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(parseSuperQuery(params.superQueryParams)).toEqual({
      ok: true,
      conditions: [
        { field: "departId", rule: "eq", val: "d1-1", type: "sel_tree" },
        { field: "doctor", rule: "eq", val: "zhangsan", type: "sel_user" },
      ],
    });

    // The last frame: the builder again, the chosen node named once its branch is loaded.
    await userEvent.click(canvas.getByRole("button", { name: "高级查询 （已有高级查询条件生效）" }));
    const again = await screen.findByRole("dialog", { name: "高级查询构造器" });
    const value = within(again).getByRole("combobox", { name: "第 1 个条件的值" });
    await userEvent.click(value);
    const reopened = await screen.findByRole("tree", { name: "第 1 个条件的值" });
    await userEvent.keyboard("{ArrowRight}");
    await expect(await within(reopened).findByRole("treeitem", { name: "口腔外科" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tree")).toBeNull());
    await expect(value).toHaveTextContent("口腔外科");
    await expect(screen.getByRole("dialog", { name: "高级查询构造器" })).toBeVisible();
  },
};
