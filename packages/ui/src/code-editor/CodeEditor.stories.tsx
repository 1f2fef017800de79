import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { CodeEditor } from "./CodeEditor";

const meta = {
  title: "Components/CodeEditor",
  component: CodeEditor,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "SQL" },
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable area, once CodeMirror has loaded (a dynamic import). */
const content = (root: HTMLElement) =>
  waitFor(
    () => {
      const node = root.querySelector<HTMLElement>('[role="textbox"][aria-label="SQL"]');
      if (!node) throw new Error("editor not mounted yet");
      return node;
    },
    { timeout: 10_000 },
  );

/** Loaded on first show, 240 px high, the language's grammar in force; typing emits the text. */
export const Default: Story = {
  args: { language: "sql", defaultValue: "select * from sys_user\nwhere del_flag = 0" },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await waitFor(() => expect(editor).toHaveAttribute("data-language", "sql"));
    await expect(canvasElement.querySelector('[data-slot="code-editor"]')).toHaveStyle({ height: "240px" });
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}{End}{/Control} limit 10");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("select * from sys_user\nwhere del_flag = 0 limit 10"),
    );
  },
};

/** Tab indents by two spaces (tab size 2). */
export const TabSize: Story = {
  tags: ["no-visual"],
  args: { language: "javascript", defaultValue: "" },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("{Tab}x");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("  x"));
  },
};

/** The corner button fills the window and back. */
export const Fullscreen: Story = {
  tags: ["no-visual"],
  args: { language: "json", defaultValue: '{ "a": 1 }' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await content(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "全屏" }));
    const frame = canvasElement.querySelector('[data-slot="code-editor"]') as HTMLElement;
    await expect(frame).toHaveAttribute("data-fullscreen", "true");
    await expect(frame.getBoundingClientRect().width).toBe(window.innerWidth);
    await userEvent.click(canvas.getByRole("button", { name: "退出全屏" }));
    await expect(frame).not.toHaveAttribute("data-fullscreen");
  },
};

/** Read-only: the text shows but typing changes nothing. */
export const ReadOnly: Story = {
  tags: ["no-visual"],
  args: { language: "python", defaultValue: "print('hi')", readOnly: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const editor = await content(canvasElement);
    await waitFor(() => expect(editor).toHaveAttribute("aria-readonly", "true"));
    await userEvent.click(editor);
    await userEvent.keyboard("x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
