import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { Ellipsis } from "./Ellipsis";

const address = "北京市朝阳区建国路八十八号现代城五号楼十二层牙科门店";

const meta = {
  title: "Display/Ellipsis",
  component: Ellipsis,
  tags: ["autodocs"],
  args: { text: address },
  // Room below the text so the open tooltip is inside the screenshot.
  decorators: [
    (Story) => (
      <div className="min-h-[160px] text-control text-fg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Ellipsis>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §5: 25 columns, a Chinese character counting 2, then …; keyboard focus (or hover) shows the full text,
 * which screen readers get anyway.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("北京市朝阳区建国路八十八…")).toBeVisible();
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(address);
  },
};

/** Text within the length is left alone: no …, no tooltip, not focusable. */
export const Short: Story = {
  args: { text: "张三 13800138000" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("张三 13800138000")).toBeVisible();
    await expect(canvasElement.querySelector("[tabindex]")).toBeNull();
  },
};

/** Any length, e.g. the biz picker's 12 (spec §9); hover shows the tooltip, Escape hides it. */
export const CustomLength: Story = {
  args: { text: "Dental implant consultation", length: 12 },
  play: async ({ canvas, userEvent }) => {
    const cut = canvas.getByText("Dental impla…");
    await userEvent.hover(cut);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Dental implant consultation");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

/** Clamped to 2 lines with CSS; the tooltip appears only because the text does not fit. */
export const Lines: Story = {
  args: {
    text: "患者主诉右下后牙咬合痛一周，冷热刺激敏感，夜间自发痛明显。检查见46远中邻面深龋，探诊敏感，叩诊阳性，建议根管治疗后冠修复。",
    lines: 2,
    className: "w-[260px]",
  },
  play: async ({ canvas, userEvent }) => {
    const clamped = canvas.getByText(/患者主诉/);
    await expect(clamped.getBoundingClientRect().height).toBeLessThanOrEqual(2 * 22 + 1);
    await userEvent.tab();
    await expect(clamped).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(/建议根管治疗后冠修复/);
  },
};

/** `tooltip={false}`: the native `title` carries the full text instead. */
export const TitleFallback: Story = {
  args: { tooltip: false },
  play: async ({ canvas }) => {
    const cut = canvas.getByText("北京市朝阳区建国路八十八…").parentElement as HTMLElement;
    await expect(cut).toHaveAttribute("title", address);
  },
};

/** Empty text renders nothing visible and needs no tooltip. */
export const EmptyText: Story = {
  args: { text: "" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe("");
  },
};
