import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { RichTextEditor } from "./RichTextEditor";

const meta = {
  title: "Components/RichTextEditor",
  component: RichTextEditor,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "公告内容" },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable area, once Tiptap has loaded (a dynamic import). */
const content = (root: HTMLElement) =>
  waitFor(
    () => {
      const node = root.querySelector<HTMLElement>('[role="textbox"][aria-label="公告内容"]');
      if (!node) throw new Error("editor not mounted yet");
      return node;
    },
    { timeout: 10_000 },
  );

/**
 * Puts the caret at the end of the text, or selects all of it, the way a user's click and drag would (the
 * simulated keyboard cannot move a caret in editable HTML); the editor reads the selection from the page.
 */
function select(editor: HTMLElement, how: "end" | "all") {
  const range = document.createRange();
  range.selectNodeContents(editor.lastElementChild ?? editor);
  if (how === "all") range.setStart(editor.firstElementChild ?? editor, 0);
  else range.collapse(false);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.dispatchEvent(new Event("selectionchange"));
}

/** Loaded on first show, 300 px high; typing and the toolbar's bold emit HTML. */
export const Default: Story = {
  args: { defaultValue: "<p>欢迎使用</p>" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await expect(editor.parentElement).toHaveStyle({ height: "300px" });
    await userEvent.click(editor);
    select(editor, "end");
    await userEvent.keyboard("！");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p>欢迎使用！</p>"));
    select(editor, "all");
    const bold = canvas.getByRole("button", { name: "加粗" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bold);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p><strong>欢迎使用！</strong></p>"));
    await expect(bold).toHaveAttribute("aria-pressed", "true");
  },
};

/** The toolbar is one tab stop: arrows, Home and End move between buttons; Enter acts on the selection. */
export const KeyboardToolbar: Story = {
  args: { defaultValue: "<p>标题</p>" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(editor);
    const toolbar = canvas.getByRole("toolbar", { name: "格式工具栏" });
    const bold = canvas.getByRole("button", { name: "加粗" });
    bold.focus();
    await expect(bold).toHaveAttribute("tabindex", "0");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "斜体" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "清除格式" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: "清除格式" })).toHaveFocus();
    await expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    const h1 = canvas.getByRole("button", { name: "标题 1" });
    h1.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<h1>标题</h1>"));
    await expect(h1).toHaveAttribute("aria-pressed", "true");
  },
};

/** 链接 opens an address row: Enter links the selection; Escape closes and goes back to the text. */
export const Link: Story = {
  args: { defaultValue: "<p>官网</p>" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(editor);
    select(editor, "all");
    await userEvent.click(canvas.getByRole("button", { name: "链接" }));
    const address = await canvas.findByLabelText("链接地址");
    await expect(address).toHaveFocus();
    await userEvent.type(address, "kanya.example.cn{Enter}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('href="https://kanya.example.cn"'),
      ),
    );
    await expect(canvas.queryByLabelText("链接地址")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "图片" }));
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByLabelText("图片地址")).toBeNull();
  },
};

/** With `uploadImage`, the image row offers 上传图片: the stored address goes into the text. */
export const UploadImage: Story = {
  // Not a visual baseline: the inserted address is not served in Storybook, and the broken-image mark is
  // drawn whenever its 404 lands; the play test checks the HTML.
  tags: ["no-visual"],
  args: {
    defaultValue: "<p>图</p>",
    uploadImage: fn(async () => "/sys/common/static/temp/logo.png"),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole("button", { name: "图片" }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["png"], "logo.png", { type: "image/png" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/sys/common/static/temp/logo.png" alt="logo.png">'),
      ),
    );
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
  },
};

/** A failed upload says why, and the row stays open to try again. */
export const UploadFailure: Story = {
  args: { uploadImage: fn(async () => Promise.reject(new Error("文件过大"))) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole("button", { name: "图片" }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["png"], "big.png", { type: "image/png" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("图片上传失败：文件过大");
    await expect(canvas.getByLabelText("图片地址")).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The placeholder shows while the document is empty. */
export const Placeholder: Story = {
  args: { placeholder: "请输入公告内容" },
  play: async ({ canvasElement }) => {
    const editor = await content(canvasElement);
    await waitFor(() =>
      expect(editor.querySelector("p")).toHaveAttribute("data-placeholder", "请输入公告内容"),
    );
  },
};

/** Disabled: greyed, the toolbar's buttons off, typing changes nothing. */
export const Disabled: Story = {
  args: { defaultValue: "<p>不可编辑</p>", disabled: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await waitFor(() => expect(editor).toHaveAttribute("contenteditable", "false"));
    await expect(editor).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "加粗" })).toBeDisabled();
    await userEvent.click(editor);
    await userEvent.keyboard("x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: the text without a toolbar. */
export const ReadOnly: Story = {
  args: { defaultValue: "<h2>通知</h2><p>只读内容</p>", readOnly: true },
  play: async ({ canvas, canvasElement }) => {
    const editor = await content(canvasElement);
    await expect(editor).toHaveAttribute("aria-readonly", "true");
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await expect(canvas.queryByRole("toolbar")).toBeNull();
  },
};

function ControlledEditor() {
  const [html, setHtml] = useState("<p>甲</p>");
  return (
    <div>
      <RichTextEditor aria-label="公告内容" value={html} onChange={setHtml} height={160} />
      <button type="button" onClick={() => setHtml("<p>乙</p>")}>
        换成乙
      </button>
      <output aria-label="当前值">{html}</output>
    </div>
  );
}

/** Controlled: a new value from outside replaces the text; typing flows back out. */
export const Controlled: Story = {
  render: () => <ControlledEditor />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "换成乙" }));
    await waitFor(() => expect(editor).toHaveTextContent("乙"));
    await userEvent.click(editor);
    select(editor, "end");
    await userEvent.keyboard("丙");
    await waitFor(() => expect(canvas.getByLabelText("当前值")).toHaveTextContent("<p>乙丙</p>"));
  },
};
