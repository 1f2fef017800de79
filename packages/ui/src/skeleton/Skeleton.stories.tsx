import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { Button } from "../button";
import { Skeleton, SkeletonBlock } from ".";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className="max-w-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and 3 rows; announced once as 加载中 and marked `aria-busy`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    await expect(canvasElement.querySelector("[aria-busy]")).toHaveAttribute("aria-busy", "true");
  },
};

/** Pulses while waiting; `prefers-reduced-motion` turns the animation off. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const bar = canvasElement.querySelector("[aria-hidden=true]") as HTMLElement;
    await expect(getComputedStyle(bar).animationName).toBe(reduced ? "none" : "pulse");
  },
};

export const WithAvatar: Story = {
  args: { avatar: true, active: true, round: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[aria-hidden=true]")).toHaveLength(4);
  },
};

export const CustomRows: Story = {
  args: { title: { width: 200 }, paragraph: { rows: 5, width: ["90%", "80%", "100%", "70%", "40%"] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[aria-hidden=true]")).toHaveLength(6);
  },
};

/** Build your own shapes from `SkeletonBlock`. */
export const Blocks: Story = {
  render: () => (
    <div className="flex items-center gap-3" aria-busy="true">
      <SkeletonBlock active className="size-10 rounded-control" />
      <SkeletonBlock active className="h-control w-24 rounded-control" />
      <SkeletonBlock active className="h-control flex-1 rounded-control" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[aria-hidden=true]")).toHaveLength(3);
  },
};

/** When loading ends the real content replaces it (toggled from the keyboard here). */
export const Loaded: Story = {
  render: () => {
    const [loading, setLoading] = useState(true);
    return (
      <div className="flex flex-col gap-4">
        <div>
          <Button onClick={() => setLoading((value) => !value)}>{loading ? "加载完成" : "重新加载"}</Button>
        </div>
        <Skeleton loading={loading} avatar>
          <article className="text-control text-fg">
            <h3 className="m-0 mb-2 text-control-lg font-semibold">张三的就诊记录</h3>
            <p className="m-0 text-fg-secondary">2024-05-01 口腔检查，建议三个月后复诊洁牙。</p>
          </article>
        </Skeleton>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("heading", { name: "张三的就诊记录" })).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
