import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { ContextMenu } from "../context-menu";
import { HouseIcon, SettingsIcon } from "../icons";
import { useLocale } from "../locale";
import { Tabs } from "./Tabs";
import type { TabItem } from "./use-tabs";

const basicItems: TabItem[] = [
  { key: "profile", label: "基本信息", children: <p>姓名、性别、出生日期等基本资料。</p> },
  { key: "orders", label: "预约记录", children: <p>最近三个月的预约与到店记录。</p> },
  { key: "billing", label: "收费明细", children: <p>收费项目、金额与支付方式。</p> },
  { key: "locked", label: "回访计划", disabled: true, children: <p>无权限</p> },
];

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { items: basicItems, "aria-label": "客户档案", onChange: fn() },
  argTypes: {
    type: { control: "inline-radio", options: ["line", "card"] },
    items: { control: false },
    tabBarExtraContent: { control: false },
    renderTab: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and activate (skipping the disabled tab), Home/End jump, Tab enters the panel. */
export const Line: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("tablist", { name: "客户档案" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "预约记录" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("orders");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("最近三个月的预约与到店记录。");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "收费明细" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "基本信息" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "收费明细" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "基本信息" })).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Card: Story = {
  args: { type: "card", defaultActiveKey: "orders" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "预约记录" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: "回访计划" })).toBeDisabled();
  },
};

export const WithExtraContent: Story = {
  args: {
    tabBarExtraContent: (
      <Button size="small" icon={<SettingsIcon size={14} />}>
        设置
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "基本信息" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "设置" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

const workspaceStart: TabItem[] = [
  { key: "/dashboard/analysis", label: "首页", icon: <HouseIcon size={14} />, closable: false },
  { key: "/patients", label: "患者管理" },
  { key: "/appointments", label: "预约管理" },
  { key: "/billing", label: "收费管理" },
  { key: "/reports", label: "统计报表" },
];

/**
 * The console's tab workspace in miniature: card tabs, home first and not closable, the rest closable,
 * a right-click menu with 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它 (texts from the catalog).
 */
function Workspace({ onRefresh }: { onRefresh: (key: string) => void }) {
  const { t } = useLocale();
  const [tabs, setTabs] = useState(workspaceStart);
  const [active, setActive] = useState("/appointments");
  const closeWhere = (keep: (index: number, target: number) => boolean, key: string) => {
    const target = tabs.findIndex((tab) => tab.key === key);
    setTabs(tabs.filter((tab, index) => tab.closable === false || keep(index, target)));
    setActive(key);
  };
  return (
    <Tabs
      type="card"
      closable
      aria-label="已打开的页面"
      items={tabs.map((tab) => ({ ...tab, children: <p>{tab.label} 页面内容</p> }))}
      activeKey={active}
      onChange={setActive}
      onClose={(key) => setTabs((current) => current.filter((tab) => tab.key !== key))}
      renderTab={(tab, item) => (
        <ContextMenu
          items={[
            { key: "refresh", label: t("tabs.refresh") },
            { key: "closeLeft", label: t("tabs.closeLeft") },
            { key: "closeRight", label: t("tabs.closeRight") },
            { key: "closeOthers", label: t("tabs.closeOthers") },
          ]}
          onSelect={(action) => {
            if (action === "refresh") onRefresh(item.key);
            if (action === "closeLeft") closeWhere((index, target) => index >= target, item.key);
            if (action === "closeRight") closeWhere((index, target) => index <= target, item.key);
            if (action === "closeOthers") closeWhere((index, target) => index === target, item.key);
          }}
        >
          {tab}
        </ContextMenu>
      )}
    />
  );
}

const onRefresh = fn();

export const ClosableWorkspace: Story = {
  render: () => <Workspace onRefresh={onRefresh} />,
  beforeEach: () => {
    onRefresh.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "关闭 首页" })).toBeNull();
    // Delete closes the focused tab; the neighbour becomes active and takes focus.
    canvas.getByRole("tab", { name: "预约管理" }).focus();
    await userEvent.keyboard("{Delete}");
    await waitFor(() => expect(canvas.queryByRole("tab", { name: "预约管理" })).toBeNull());
    await waitFor(() => expect(canvas.getByRole("tab", { name: "收费管理" })).toHaveFocus());
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("收费管理 页面内容");
    // The labelled close button.
    await userEvent.click(canvas.getByRole("button", { name: "关闭 统计报表" }));
    await waitFor(() => expect(canvas.queryByRole("tab", { name: "统计报表" })).toBeNull());
    // Right-click menu.
    const patients = canvas.getByRole("tab", { name: "患者管理" });
    const box = patients.getBoundingClientRect();
    await userEvent.pointer({
      keys: "[MouseRight]",
      target: patients,
      coords: { clientX: box.right - 8, clientY: box.bottom - 4 },
    });
    await screen.findByRole("menuitem", { name: "关闭其它" });
    await userEvent.click(screen.getByRole("menuitem", { name: "刷新" }));
    await expect(onRefresh).toHaveBeenCalledWith("/patients");
    await userEvent.pointer({
      keys: "[MouseRight]",
      target: patients,
      coords: { clientX: box.right - 8, clientY: box.bottom - 4 },
    });
    await userEvent.click(await screen.findByRole("menuitem", { name: "关闭其它" }));
    await waitFor(() =>
      expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["首页", "患者管理"]),
    );
    // Leave the menu open for the screenshot.
    await userEvent.pointer({
      keys: "[MouseRight]",
      target: patients,
      coords: { clientX: box.right - 8, clientY: box.bottom - 4 },
    });
    await screen.findByRole("menuitem", { name: "关闭左侧" });
  },
  decorators: [
    (Story) => (
      <div className="min-h-[240px]">
        <Story />
      </div>
    ),
  ],
};

/** Visited panels stay mounted: text typed in one tab survives a switch. */
export const KeepMounted: Story = {
  args: {
    keepMounted: true,
    items: [
      {
        key: "a",
        label: "填写",
        children: (
          <label className="flex items-center gap-2">
            备注 <input className="rounded-control border border-border px-2" />
          </label>
        ),
      },
      { key: "b", label: "预览", children: <p>预览区</p> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "备注" }), "已核对");
    await userEvent.click(canvas.getByRole("tab", { name: "预览" }));
    await userEvent.click(canvas.getByRole("tab", { name: "填写" }));
    await expect(canvas.getByRole("textbox", { name: "备注" })).toHaveValue("已核对");
  },
};

/** Many long Chinese titles: the bar scrolls sideways and keeps the active tab in view. */
export const LongChineseText: Story = {
  args: {
    type: "card",
    closable: true,
    defaultActiveKey: "t7",
    items: Array.from({ length: 8 }, (_, index) => ({
      key: `t${index}`,
      label: `第${index + 1}诊室今日预约患者列表`,
      children: <p>第{index + 1}诊室</p>,
    })),
  },
  play: async ({ canvas }) => {
    const active = canvas.getByRole("tab", { name: "第8诊室今日预约患者列表" });
    const bar = canvas.getByRole("tablist").parentElement as HTMLElement;
    await waitFor(() =>
      expect(active.getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right + 1),
    );
    await expect(active.getBoundingClientRect().height).toBeLessThan(48);
  },
};
