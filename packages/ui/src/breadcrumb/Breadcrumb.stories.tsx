import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { HouseIcon } from "../icons";
import { Breadcrumb } from "./Breadcrumb";

const meta = {
  title: "Display/Breadcrumb",
  component: Breadcrumb,
  tags: ["autodocs"],
  args: {
    items: [
      { title: "首页", href: "#/dashboard/analysis" },
      { title: "系统管理", href: "#/system" },
      { title: "用户管理" },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: it starts with 首页; the last item is the current page (`aria-current`), in a labelled nav. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "面包屑" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "首页" })).toHaveAttribute("href", "#/dashboard/analysis");
    await expect(canvas.getByText("用户管理")).toHaveAttribute("aria-current", "page");
  },
};

/** Items with `onClick` (e.g. router navigation) are buttons, reachable with Tab. */
export const WithClick: Story = {
  args: {
    items: [{ title: "首页", onClick: fn() }, { title: "订单中心", onClick: fn() }, { title: "订单详情" }],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "订单中心" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.items[1]?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const CustomSeparator: Story = {
  args: {
    separator: ">",
    items: [
      {
        title: (
          <>
            <HouseIcon aria-hidden="true" className="size-3.5" />
            首页
          </>
        ),
        href: "#/",
      },
      { title: "患者管理", href: "#/patients" },
      { title: "就诊记录" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(">")).toHaveLength(2);
  },
};

/** Only the current page. */
export const Single: Story = {
  args: { items: [{ title: "首页" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("首页")).toHaveAttribute("aria-current", "page");
  },
};

export const LongChineseText: Story = {
  args: {
    items: [
      { title: "首页", href: "#/" },
      { title: "牙科门店运营管理", href: "#/ops" },
      { title: "年度会员卡续费与积分兑换记录", href: "#/cards" },
      { title: "二〇二四年五月朝阳门店会员卡续费明细与客户回访情况汇总" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-[480px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};
