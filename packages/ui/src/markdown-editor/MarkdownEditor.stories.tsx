import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { MarkdownEditor } from "./MarkdownEditor";

const meta = {
  title: "Components/MarkdownEditor",
  component: MarkdownEditor,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "说明" },
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The source area, once CodeMirror has loaded (a dynamic import). */
const source = (root: HTMLElement) =>
  waitFor(
    () => {
      const node = root.querySelector<HTMLElement>('[role="textbox"][aria-label="说明"]');
      if (!node) throw new Error("editor not mounted yet");
      return node;
    },
    { timeout: 10_000 },
  );

/** Source and preview side by side (300 px): typing emits the Markdown and the preview follows. */
export const Split: Story = {
  args: { defaultValue: "# 标题\n\n正文" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    const preview = canvas.getByRole("region", { name: "Markdown 预览" });
    await waitFor(() => expect(preview.querySelector("h1")).toHaveTextContent("标题"));
    await expect(canvas.getByRole("button", { name: "分屏" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}{End}{/Control}\n\n- **要点**");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("# 标题\n\n正文\n\n- **要点**"));
    await waitFor(() => expect(preview.querySelector("li strong")).toHaveTextContent("要点"));
  },
};

/** The mode buttons switch between source, split and preview; the source keeps its text. */
export const Modes: Story = {
  args: { defaultValue: "*斜体*", defaultMode: "edit" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await source(canvasElement);
    await expect(canvas.queryByRole("region", { name: "Markdown 预览" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "预览" }));
    const preview = canvas.getByRole("region", { name: "Markdown 预览" });
    await waitFor(() => expect(preview.querySelector("em")).toHaveTextContent("斜体"));
    await expect(canvasElement.querySelector('[data-slot="markdown-editor"]')).toHaveAttribute(
      "data-mode",
      "preview",
    );
    await userEvent.click(canvas.getByRole("button", { name: "编辑" }));
    await expect(await source(canvasElement)).toHaveTextContent("*斜体*");
  },
};

/** Raw HTML in the Markdown is sanitized in the preview. */
export const SanitizedPreview: Story = {
  // Not a visual baseline: the preview's image has no address Storybook serves (a broken-image mark drawn
  // whenever its 404 lands); the play test checks the sanitized HTML.
  tags: ["no-visual"],
  args: { defaultValue: '<img src="x" alt="图" onerror="alert(1)">\n\n安全', defaultMode: "preview" },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole("region", { name: "Markdown 预览" });
    await waitFor(() => expect(preview).toHaveTextContent("安全"));
    await expect(preview.querySelector("img")).not.toHaveAttribute("onerror");
  },
};

/** Empty, the source shows the placeholder (read out as `aria-placeholder`); it goes once text is typed. */
export const Placeholder: Story = {
  args: { placeholder: "请输入Markdown内容", defaultMode: "edit" },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    await expect(editor).toHaveAttribute("aria-placeholder", "请输入Markdown内容");
    const shown = () => canvasElement.querySelector(".cm-placeholder");
    await waitFor(() => expect(shown()).toHaveTextContent("请输入Markdown内容"));
    await userEvent.click(editor);
    await userEvent.keyboard("正文");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("正文"));
    await expect(shown()).toBeNull();
  },
};

/** Read-only: the text shows, typing changes nothing. */
export const ReadOnly: Story = {
  args: { defaultValue: "只读", readOnly: true, defaultMode: "edit" },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    await waitFor(() => expect(editor).toHaveAttribute("aria-readonly", "true"));
    await userEvent.click(editor);
    await userEvent.keyboard("x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: greyed and not editable. */
export const Disabled: Story = {
  args: { defaultValue: "不可编辑", disabled: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="markdown-editor"]')).toHaveAttribute(
      "data-disabled",
      "true",
    );
    await userEvent.click(editor);
    await userEvent.keyboard("x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const stored = "/sys/common/static/temp/logo.png";

/** With `uploadImage`, 上传图片 chooses an image (image/* only); its address goes in at the caret as Markdown. */
export const UploadImage: Story = {
  args: {
    defaultValue: "# 产品图\n\n",
    defaultMode: "edit",
    uploadImage: fn(async () => stored),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}{End}{/Control}");
    const button = canvas.getByRole("button", { name: "上传图片" });
    await expect(button).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await expect(input).toHaveAttribute("accept", "image/*");
    const file = new File(["png"], "logo.png", { type: "image/png" });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(`# 产品图\n\n![logo.png](${stored})`));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
    await expect(args.uploadImage).toHaveBeenCalledWith(file);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A pasted image goes up too, and its Markdown lands at the caret (here between two lines). */
export const PasteImage: Story = {
  args: {
    defaultValue: "前\n后",
    defaultMode: "edit",
    uploadImage: fn(async () => stored),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}{Home}{/Control}{End}");
    const data = new DataTransfer();
    data.items.add(new File(["png"], "截图.png", { type: "image/png" }));
    editor.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(`前![截图.png](${stored})\n后`));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
  },
};

/**
 * A failed upload says why (图片上传失败：…) and leaves the text as it was; a file that is not an image is
 * refused with 请上传图片; 关闭 dismisses the message.
 */
export const UploadFailure: Story = {
  args: {
    defaultValue: "正文",
    defaultMode: "edit",
    uploadImage: fn(async () => Promise.reject(new Error("文件过大"))),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const editor = await source(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["png"], "big.png", { type: "image/png" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("图片上传失败：文件过大");
    await expect(editor).toHaveTextContent("正文");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "上传图片" })).toBeEnabled();

    // A chooser set to all files can still hand over a document: it is refused before any upload.
    const data = new DataTransfer();
    data.items.add(new File(["pdf"], "说明.pdf", { type: "application/pdf" }));
    input.files = data.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("请上传图片"));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "关闭" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    // Shown again for the baseline.
    await userEvent.upload(input, new File(["png"], "big.png", { type: "image/png" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("图片上传失败：文件过大");
  },
};

/** Read-only (or without `uploadImage`) there is no upload button and no file input. */
export const NoUpload: Story = {
  args: { defaultValue: "只读", readOnly: true, uploadImage: fn(async () => stored), defaultMode: "edit" },
  play: async ({ args, canvas, canvasElement }) => {
    await source(canvasElement);
    await expect(canvas.queryByRole("button", { name: "上传图片" })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await expect(args.uploadImage).not.toHaveBeenCalled();
  },
};
