import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HtmlView } from "./HtmlView";
import { MarkdownView } from "./MarkdownView";

const meta = {
  title: "Components/ContentView",
  component: HtmlView,
  tags: ["autodocs"],
  args: { html: "" },
} satisfies Meta<typeof HtmlView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announcement HTML: headings, lists and tables show; scripts, handlers and `javascript:` links do not. */
export const SanitizedHtml: Story = {
  args: {
    html: '<h2>门诊通知</h2><p>本周六<strong>正常接诊</strong>。<img src="x" alt="牙片" onerror="window.__xss = 1"></p><ul><li>种植</li><li>正畸</li></ul><script>window.__xss = 2</script><a href="javascript:window.__xss=3">点我</a> <a href="https://example.com" target="_blank">详情</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "门诊通知" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvasElement.querySelector("script")).toBeNull();
    await expect(canvasElement.querySelector("img")).not.toHaveAttribute("onerror");
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole("link", { name: "详情" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** Markdown (GFM tables included) rendered and sanitized the same way. */
export const Markdown: Story = {
  render: () => (
    <MarkdownView
      markdown={
        '# 病历模板\n\n- 主诉\n- 现病史\n\n| 牙位 | 处理 |\n| --- | --- |\n| 16 | 充填 |\n\n<img src=x alt="牙片" onerror="window.__xss = 4">'
      }
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "病历模板" })).toBeVisible();
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "充填" })).toBeVisible();
    await expect(canvasElement.querySelector("img")).not.toHaveAttribute("onerror");
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
