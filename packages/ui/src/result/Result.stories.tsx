import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "../button";
import { Result } from "./Result";

const meta = {
  title: "Feedback/Result",
  component: Result,
  tags: ["autodocs"],
  argTypes: {
    status: { control: "select", options: ["success", "info", "warning", "error", "403", "404", "500"] },
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exception pages of spec §2: title and sub-title come from the catalog. */
export const Forbidden: Story = {
  args: { status: "403", extra: <Button variant="primary">返回首页</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "403" })).toBeVisible();
    await expect(canvas.getByText("抱歉，你无权访问该页面")).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: "404", extra: <Button variant="primary">返回首页</Button>, onClick: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("抱歉，你访问的页面不存在")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { status: "500", extra: <Button variant="primary">返回首页</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("抱歉，服务器出错了")).toBeVisible();
  },
};

export const Success: Story = {
  args: {
    status: "success",
    subTitle: "订单号 DD20240501001，审核预计需要 1 个工作日。",
    extra: [
      <Button key="console" variant="primary">
        查看订单
      </Button>,
      <Button key="again">继续下单</Button>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "操作成功" })).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(2);
  },
};

/** An error with details on the shaded panel. */
export const ErrorWithDetails: Story = {
  args: {
    status: "error",
    title: "提交失败",
    subTitle: "请检查并修改以下信息后，再重新提交。",
    children: (
      <ul className="m-0 list-disc ps-5">
        <li>手机号格式不正确</li>
        <li>请选择所属门店</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "提交失败" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

export const Warning: Story = {
  args: { status: "warning", subTitle: "该会员卡即将到期，请提醒客户及时续费。" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "警告" })).toBeVisible();
  },
};

export const Info: Story = {
  args: { status: "info", subTitle: "系统将于今晚 23:00 进行维护。" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "提示" })).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    status: "warning",
    title: "该订单已提交至财务部门审核，审核通过后将自动通知门店负责人与客户，请勿重复提交",
    subTitle:
      "如需修改订单信息，请先联系财务部门撤回审核申请，撤回后可重新编辑并再次提交审核，审核一般在一个工作日内完成。",
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
