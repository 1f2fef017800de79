import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Button } from "../button";
import { MessageHost } from "./MessageHost";
import { message } from "./message-api";

/**
 * `message.*` are plain functions; `<MessageHost />`, rendered once, shows what they open. Stories use
 * `duration: 0` so the messages stay for the screenshot, and start from an empty host.
 */
const meta = {
  title: "Feedback/Message",
  component: MessageHost,
  tags: ["autodocs"],
  beforeEach: () => {
    message.destroy();
    return () => message.destroy();
  },
  decorators: [
    (Story) => (
      <div className="min-h-[290px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, each named for screen readers (成功, 错误, …) and announced by the host's live region. */
export const Types: Story = {
  render: (args) => (
    <>
      <MessageHost {...args} />
      <div className="flex flex-wrap gap-2 pt-[250px]">
        <Button onClick={() => message.info("这是一条普通提示", 0)}>普通</Button>
        <Button onClick={() => message.success("保存成功", 0)}>成功</Button>
        <Button onClick={() => message.warning("请先选择一条记录", 0)}>警告</Button>
        <Button onClick={() => message.error("文件上传失败", 0)}>错误</Button>
        <Button onClick={() => message.loading("正在加载…", 0)}>加载</Button>
      </div>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const name of ["普通", "成功", "警告", "错误", "加载"]) {
      await userEvent.click(canvas.getByRole("button", { name }));
    }
    const region = canvas.getByRole("status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect([...region.children].map((toast) => toast.textContent)).toEqual([
      "信息这是一条普通提示",
      "成功保存成功",
      "警告请先选择一条记录",
      "错误文件上传失败",
      "加载中正在加载…",
    ]);
  },
};

/** Opened from the keyboard; the function each call returns closes that message. */
export const CloseFromCode: Story = {
  render: (args) => {
    let close = () => {};
    return (
      <>
        <MessageHost {...args} />
        <div className="flex gap-2 pt-[80px]">
          <Button onClick={() => (close = message.loading("正在提交审核…", 0))}>提交</Button>
          <Button onClick={() => close()}>完成</Button>
        </div>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "提交" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("正在提交审核…")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("正在提交审核…")).toBeNull();
  },
};

/** A message opened again under the same key is replaced in place: loading → success. */
export const UpdateByKey: Story = {
  render: (args) => (
    <>
      <MessageHost {...args} />
      <div className="flex gap-2 pt-[80px]">
        <Button onClick={() => message.loading({ content: "正在保存…", key: "save", duration: 0 })}>
          保存
        </Button>
        <Button onClick={() => message.success({ content: "保存成功", key: "save", duration: 0 })}>
          完成
        </Button>
      </div>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await userEvent.click(canvas.getByRole("button", { name: "完成" }));
    const region = canvas.getByRole("status");
    await expect(region.children).toHaveLength(1);
    await expect(region).toHaveTextContent("成功保存成功");
  },
};

/** Messages close by themselves after their duration (here 0.3 s; 3 s by default). */
export const AutoClose: Story = {
  render: (args) => (
    <>
      <MessageHost {...args} />
      <Button onClick={() => message.info("马上消失", 0.3)}>显示</Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "显示" }));
    await expect(canvas.getByText("马上消失")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("马上消失")).toBeNull(), { timeout: 2000 });
  },
};

/** At most `maxCount` at once: the oldest closes first. */
export const MaxCount: Story = {
  args: { maxCount: 2 },
  render: (args) => {
    let count = 0;
    return (
      <>
        <MessageHost {...args} />
        <Button
          className="mt-[120px]"
          onClick={() => {
            count += 1;
            message.info(`第 ${count} 条提示`, 0);
          }}
        >
          再来一条
        </Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "再来一条" });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const region = canvas.getByRole("status");
    await expect(region.children).toHaveLength(2);
    await expect(region).not.toHaveTextContent("第 1 条提示");
  },
};

/** Long Chinese text wraps inside the viewport instead of overflowing it. */
export const LongChineseText: Story = {
  render: (args) => (
    <>
      <MessageHost {...args} />
      <Button
        className="mt-[120px]"
        onClick={() =>
          message.warning(
            "该订单已提交至财务部门审核，审核通过后将自动通知门店负责人与客户，请勿重复提交，如有疑问请联系客服专员处理。",
            0,
          )
        }
      >
        长文本
      </Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "长文本" }));
    const toast = canvas.getByRole("status").firstElementChild as HTMLElement;
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
