import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../button";
import { NotificationHost } from "./NotificationHost";
import { notification } from "./notification-api";

/** `notification.*` are plain functions; `<NotificationHost />`, rendered once, shows them. Stories use duration 0. */
const meta = {
  title: "Feedback/Notification",
  component: NotificationHost,
  tags: ["autodocs"],
  beforeEach: () => {
    notification.destroy();
    return () => notification.destroy();
  },
  decorators: [
    (Story) => (
      <div className="min-h-[520px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Types: Story = {
  render: (args) => (
    <>
      <NotificationHost {...args} />
      <div className="flex flex-col items-start gap-2">
        <Button
          onClick={() =>
            notification.info({ title: "通知消息", description: "您有 3 条新的系统公告。", duration: 0 })
          }
        >
          普通
        </Button>
        <Button onClick={() => notification.success({ title: "刷新缓存完成！", duration: 0 })}>成功</Button>
        <Button
          onClick={() =>
            notification.warning({ title: "系统提示", description: "您尚未设置部门信息!", duration: 0 })
          }
        >
          警告
        </Button>
        <Button
          onClick={() =>
            notification.error({ title: "拒绝访问", description: "你没有该操作的权限。", duration: 0 })
          }
        >
          错误
        </Button>
      </div>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const name of ["普通", "成功", "警告", "错误"])
      await userEvent.click(canvas.getByRole("button", { name }));
    await expect(canvas.getAllByRole("button", { name: "关闭通知" })).toHaveLength(4);
    await expect(canvas.getByText("拒绝访问")).toBeVisible();
  },
};

/** The close button is named 关闭通知 and works from the keyboard; hovering or focusing pauses the timer. */
export const KeyboardClose: Story = {
  // Rendered after the page content, so Tab goes from the page on to the notifications.
  render: (args) => (
    <>
      <Button
        onClick={() =>
          notification.open({
            title: "登录已过期",
            description: "很抱歉，登录已过期，请重新登录",
            duration: 0,
          })
        }
      >
        打开
      </Button>
      <NotificationHost {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "打开" }));
    await userEvent.tab();
    const close = canvas.getByRole("button", { name: "关闭通知" });
    await expect(close).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("登录已过期")).toBeNull();
  },
};

/** Actions go under the description, e.g. the announcement's 去处理, which closes it by its key. */
export const WithActions: Story = {
  render: (args) => (
    <>
      <NotificationHost {...args} />
      <Button
        onClick={() =>
          notification.info({
            key: "announcement",
            title: "通知消息",
            description: "关于五一假期门店营业时间调整的通知",
            duration: 0,
            actions: (
              <Button variant="primary" size="small" onClick={() => notification.destroy("announcement")}>
                去处理
              </Button>
            ),
          })
        }
      >
        公告
      </Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "公告" }));
    await expect(canvas.getByText("关于五一假期门店营业时间调整的通知")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "去处理" }));
    await expect(canvas.queryByText("通知消息")).toBeNull();
  },
};

/** Any corner; top-right by default. */
export const TopLeft: Story = {
  render: (args) => (
    <>
      <NotificationHost {...args} />
      <div className="flex justify-end">
        <Button
          onClick={() =>
            notification.success({
              title: "保存成功",
              description: "左上角的通知",
              placement: "topLeft",
              duration: 0,
            })
          }
        >
          左上角
        </Button>
      </div>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "左上角" }));
    const toast = canvas.getByText("左上角的通知");
    await expect(toast.getBoundingClientRect().left).toBeLessThan(200);
  },
};

export const LongChineseText: Story = {
  render: (args) => (
    <>
      <NotificationHost {...args} />
      <Button
        onClick={() =>
          notification.warning({
            title: "该订单已提交至财务部门审核，审核通过后将自动通知门店负责人与客户",
            description:
              "请勿重复提交。如需修改订单信息，请先联系财务部门撤回审核申请，撤回后可重新编辑并再次提交审核，审核一般在一个工作日内完成。",
            duration: 0,
          })
        }
      >
        长文本
      </Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "长文本" }));
    const close = canvas.getByRole("button", { name: "关闭通知" });
    const card = close.parentElement as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(384);
  },
};
