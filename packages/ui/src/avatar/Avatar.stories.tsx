import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { StethoscopeIcon } from "../icons";
import { Avatar } from "./Avatar";

/** A fixed picture (no network, same pixels every run). */
const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#91d5ff"/><circle cx="32" cy="26" r="12" fill="#096dd9"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#096dd9"/></svg>',
)}`;

const meta = {
  title: "Display/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  argTypes: {
    size: { control: "inline-radio", options: ["small", "default", "large"] },
    shape: { control: "inline-radio", options: ["circle", "square"] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, once loaded, named after the person. */
export const Image: Story = {
  args: { src: portrait, name: "张三丰", size: "large" },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole("img", { name: "张三丰" });
    await waitFor(() => expect(avatar.querySelector("img")).not.toBeNull());
  },
};

/** No picture: the last two characters of a Chinese name, the initials of a Latin one. */
export const Initials: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="张三丰" />
      <Avatar name="李四" />
      <Avatar name="Ada Lovelace" />
      <Avatar name="admin" shape="square" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "张三丰" })).toHaveTextContent("三丰");
    await expect(canvas.getByRole("img", { name: "Ada Lovelace" })).toHaveTextContent("AL");
  },
};

/** A picture that fails falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,broken", name: "王医生" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("img", { name: "王医生" })).toHaveTextContent("医生"));
  },
};

/** Without a name it is decorative: a generic icon, hidden from screen readers. */
export const Empty: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar />
      <Avatar icon={<StethoscopeIcon aria-hidden="true" className="size-[60%]" />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(2);
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="小" size="small" />
      <Avatar name="中号" />
      <Avatar name="大号" size="large" />
      <Avatar name="自定义" size={64} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ["小", "中号", "大号", "自定义"].map(
      (name) => canvas.getByRole("img", { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([24, 32, 40, 64]);
  },
};

export const Square: Story = {
  args: { src: portrait, name: "诊所", shape: "square", size: "large" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "诊所" })).toHaveAttribute("data-shape", "square");
  },
};

/** A long name still shows two characters and is read out in full. */
export const LongChineseText: Story = {
  args: { name: "欧阳娜娜娜娜娜娜", size: "large" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "欧阳娜娜娜娜娜娜" })).toHaveTextContent("娜娜");
  },
};
