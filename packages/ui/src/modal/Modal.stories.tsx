import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { Modal, ModalHost, type ModalProps } from "./index";

/** A page with a button that opens the modal; the modal starts open when `defaultOpen` is set. */
function Demo({ defaultOpen = false, ...props }: ModalProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        onOk={(event) => {
          const result = props.onOk?.(event);
          if (result instanceof Promise) return result.then(() => setOpen(false));
          setOpen(false);
        }}
      />
    </>
  );
}

const body = (
  <div className="space-y-3">
    <p>请核对患者的基本信息，确认无误后提交。</p>
    <label className="flex items-center gap-2">
      姓名
      <input
        className="h-control flex-1 rounded-control border border-border bg-surface px-3"
        defaultValue="张三"
      />
    </label>
  </div>
);

const meta = {
  title: "Components/Modal",
  component: Modal,
  tags: ["autodocs"],
  args: { title: "编辑患者信息", children: body, onOk: fn(), onCancel: fn(), onOpenChange: fn() },
  argTypes: { children: { control: false }, footer: { control: false } },
  render: (args) => <Demo {...args} />,
  // Imperative dialogs live in a module store: start every story without leftovers from the last one.
  beforeEach: () => {
    Modal.destroyAll();
  },
  // The dialog is fixed to the viewport: give the story the viewport's height so the screenshot has it.
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  return screen.findByRole("dialog", { name });
}

async function closed() {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

/**
 * Open from the start. Escape cancels; the button opens it again from the keyboard; focus is trapped
 * inside and returns to the button after 取消.
 */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await findDialog("编辑患者信息");
    await expect(dialog).toHaveStyle({ width: "520px" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    const opener = canvas.getByRole("button", { name: "打开对话框" });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    const again = await findDialog("编辑患者信息");
    for (let step = 0; step < 6; step++) await userEvent.tab();
    await expect(again.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await closed();
    await expect(opener).toHaveFocus();

    await userEvent.keyboard(" ");
    await findDialog("编辑患者信息");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await closed();
    await expect(opener).toHaveFocus();

    // A press on the mask cancels.
    await userEvent.keyboard("{Enter}");
    const mask = (await findDialog("编辑患者信息")).parentElement as HTMLElement;
    await userEvent.pointer({ keys: "[MouseLeft]", target: mask, coords: { clientX: 5, clientY: 5 } });
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await findDialog("编辑患者信息");
  },
};

/** The header's toggle fills the window and back; its label says what it will do. */
export const Fullscreen: Story = {
  args: { defaultOpen: true, onFullscreenChange: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog("编辑患者信息");
    await userEvent.click(screen.getByRole("button", { name: "全屏" }));
    await expect(args.onFullscreenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    const exit = screen.getByRole("button", { name: "退出全屏" });
    exit.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(520));
    await expect(screen.getByRole("button", { name: "全屏" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};

/** Dragging the header with the pointer moves the dialog; it cannot be dragged off screen. */
export const Draggable: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await findDialog("编辑患者信息");
    const title = screen.getByRole("heading", { name: "编辑患者信息" });
    const before = dialog.getBoundingClientRect();
    const start = title.getBoundingClientRect();
    const x = start.left + 10;
    const y = start.top + 10;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: title, coords: { clientX: x, clientY: y } },
      { target: title, coords: { clientX: x + 60, clientY: y + 30 } },
      { target: title, coords: { clientX: x + 120, clientY: y + 60 } },
      { keys: "[/MouseLeft]", target: title, coords: { clientX: x + 120, clientY: y + 60 } },
    ]);
    const after = dialog.getBoundingClientRect();
    await expect(after.left - before.left).toBe(120);
    await expect(after.top - before.top).toBe(60);
    // Far up: stops at the top edge.
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: title, coords: { clientX: x + 120, clientY: y + 60 } },
      { target: title, coords: { clientX: x + 120, clientY: -500 } },
      { keys: "[/MouseLeft]", target: title, coords: { clientX: x + 120, clientY: -500 } },
    ]);
    await expect(dialog.getBoundingClientRect().top).toBe(0);
    // Back down for the screenshot.
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: title, coords: { clientX: x + 120, clientY: 10 } },
      { target: title, coords: { clientX: x + 120, clientY: 70 } },
      { keys: "[/MouseLeft]", target: title, coords: { clientX: x + 120, clientY: 70 } },
    ]);
    await expect(dialog.getBoundingClientRect().top).toBe(60);
  },
};

/** `confirmLoading`: OK shows a spinner and ignores clicks. */
export const ConfirmLoading: Story = {
  args: { defaultOpen: true, confirmLoading: true, okText: "提交" },
  play: async ({ args, userEvent }) => {
    await findDialog("编辑患者信息");
    const ok = screen.getByRole("button", { name: /提交/ });
    await expect(ok).toHaveAttribute("aria-busy", "true");
    await userEvent.click(ok);
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

/** `onOk` returning a promise: OK is loading until it settles; a rejection keeps the dialog open. */
export const AsyncOk: Story = {
  args: { defaultOpen: true },
  render: (args) => {
    let attempts = 0;
    return (
      <Demo
        {...args}
        onOk={() => {
          attempts += 1;
          return new Promise((resolve, reject) => setTimeout(attempts === 1 ? reject : resolve, 150));
        }}
      />
    );
  },
  play: async ({ userEvent }) => {
    await findDialog("编辑患者信息");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(screen.getByRole("button", { name: /确定/ })).toHaveAttribute("aria-busy", "true");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "确定" })).not.toHaveAttribute("aria-busy"),
    );
    await expect(screen.getByRole("dialog")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await closed();
    await userEvent.click(screen.getByRole("button", { name: "打开对话框" }));
    await findDialog("编辑患者信息");
  },
};

/** Own footer, own button texts, no close button; and `footer={null}`. */
export const CustomFooter: Story = {
  args: {
    defaultOpen: true,
    title: "通知消息",
    closable: false,
    footer: (
      <>
        <Button>关闭</Button>
        <Button variant="primary">去处理</Button>
      </>
    ),
  },
  play: async () => {
    await findDialog("通知消息");
    await expect(screen.queryByRole("button", { name: "关闭" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "去处理" })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
  },
};

/** No footer: Tab still cycles inside the dialog, from the body's last field back to the header. */
export const NoFooter: Story = {
  args: { defaultOpen: true, footer: null, title: "查看详情" },
  play: async ({ userEvent }) => {
    const dialog = await findDialog("查看详情");
    await expect(dialog.querySelectorAll("button")).toHaveLength(2);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "全屏" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("textbox", { name: "姓名" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "全屏" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("textbox", { name: "姓名" })).toHaveFocus();
  },
};

/** A width in percent, as the announcement modal (60%). */
export const PercentWidth: Story = {
  args: { defaultOpen: true, width: "60%" },
  play: async () => {
    const dialog = await findDialog("编辑患者信息");
    const overlay = dialog.parentElement as HTMLElement;
    const inner = overlay.clientWidth - 32;
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(inner * 0.6));
  },
};

/** The body keeps what was typed across closes by default; `destroyOnClose` starts fresh. */
export const KeepsStateUnlessDestroyOnClose: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await findDialog("编辑患者信息");
    const input = screen.getByRole("textbox", { name: "姓名" });
    await userEvent.clear(input);
    await userEvent.type(input, "李四");
    await userEvent.keyboard("{Escape}");
    await closed();
    await userEvent.click(canvas.getByRole("button", { name: "打开对话框" }));
    await findDialog("编辑患者信息");
    await expect(screen.getByRole("textbox", { name: "姓名" })).toHaveValue("李四");
  },
};

export const DestroyOnClose: Story = {
  args: { defaultOpen: true, destroyOnClose: true },
  play: async ({ canvas, userEvent }) => {
    await findDialog("编辑患者信息");
    const input = screen.getByRole("textbox", { name: "姓名" });
    await userEvent.clear(input);
    await userEvent.type(input, "李四");
    await userEvent.keyboard("{Escape}");
    await closed();
    await userEvent.click(canvas.getByRole("button", { name: "打开对话框" }));
    await findDialog("编辑患者信息");
    await expect(screen.getByRole("textbox", { name: "姓名" })).toHaveValue("张三");
  },
};

/** `maskClosable={false}` and `keyboard={false}`: only the buttons close it. */
export const MaskAndEscapeDisabled: Story = {
  args: { defaultOpen: true, maskClosable: false, keyboard: false },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog("编辑患者信息");
    await userEvent.keyboard("{Escape}");
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: dialog.parentElement as HTMLElement,
      coords: { clientX: 5, clientY: 5 },
    });
    await expect(screen.getByRole("dialog")).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: "关于调整全部门店节假日营业时间及预约改期规则的重要通知（请各门店负责人认真阅读）",
    children: (
      <p>
        自下月起，全部门店在法定节假日期间的营业时间统一调整为上午九点至下午六点。已预约的客户如需改期，请提前二十四小时联系门店客服；逾期改期的预约将按照门店规定处理，已支付的定金将在七个工作日内原路退回。
      </p>
    ),
  },
  play: async () => {
    const dialog = await findDialog(
      "关于调整全部门店节假日营业时间及预约改期规则的重要通知（请各门店负责人认真阅读）",
    );
    await expect(dialog.getBoundingClientRect().width).toBe(520);
  },
};

/** A page that asks with `Modal.confirm` and shows the answer; `<ModalHost />` renders the dialogs. */
function ConfirmDemo({ onOk }: { onOk: () => unknown }) {
  const [answer, setAnswer] = useState("尚未操作");
  return (
    <div className="flex items-center gap-4">
      <Button
        danger
        onClick={async () => {
          const ok = await Modal.confirm({
            title: "确定删除该预约吗？",
            content: "删除后不可恢复，相关提醒也会取消。",
            okText: "删除",
            okDanger: true,
            onOk,
          });
          setAnswer(ok ? "已删除" : "已取消");
        }}
      >
        删除预约
      </Button>
      <output>{answer}</output>
      <ModalHost />
    </div>
  );
}

/**
 * `Modal.confirm`: the OK button has focus; Escape cancels (the promise gives false) and focus returns
 * to the button; OK runs `onOk`, loading while its promise is pending, then resolves true.
 */
export const Confirm: Story = {
  args: { onOk: fn(() => new Promise((resolve) => setTimeout(resolve, 150))) },
  render: (args) => <ConfirmDemo onOk={args.onOk as () => unknown} />,
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole("button", { name: "删除预约" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("alertdialog", { name: "确定删除该预约吗？" });
    await expect(dialog).toHaveAccessibleDescription("删除后不可恢复，相关提醒也会取消。");
    await waitFor(() => expect(screen.getByRole("button", { name: "删除" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent("已取消");
    await expect(opener).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await screen.findByRole("alertdialog");
    await waitFor(() => expect(screen.getByRole("button", { name: "删除" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole("button", { name: /删除/ })).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("已删除"));
    await expect(screen.queryByRole("alertdialog")).toBeNull();

    await userEvent.click(opener);
    await screen.findByRole("alertdialog");
  },
};

/** `info`, `success`, `warning` and `error` have only 确定; the handle can close them from code. */
export const ConfirmTypes: Story = {
  render: () => (
    <div className="flex gap-2">
      <Button onClick={() => Modal.info({ title: "提示", content: "今日还有 3 位患者未到店。" })}>
        信息
      </Button>
      <Button onClick={() => Modal.success({ title: "保存成功" })}>成功</Button>
      <Button onClick={() => Modal.warning({ title: "库存不足", content: "请及时补充耗材。" })}>警告</Button>
      <Button onClick={() => Modal.error({ title: "上传出错", content: "错误信息：文件过大" })}>错误</Button>
      <ModalHost />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const [button, title] of [
      ["信息", "提示"],
      ["成功", "保存成功"],
      ["警告", "库存不足"],
    ] as const) {
      await userEvent.click(canvas.getByRole("button", { name: button }));
      await screen.findByRole("alertdialog", { name: title });
      await expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    }
    const handle = Modal.info({ title: "稍后自动关闭" });
    await screen.findByRole("alertdialog", { name: "稍后自动关闭" });
    handle.update({ title: "即将关闭" });
    await screen.findByRole("alertdialog", { name: "即将关闭" });
    handle.close();
    await expect(await handle).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "错误" }));
    await screen.findByRole("alertdialog", { name: "上传出错" });
  },
};
