import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell } from "lucide";
import { expect } from "storybook/test";
import { Button } from "../button";
import { Icon, type IconComponent } from "../icon-base/create-icon";
import * as icons from "./icons";

const entries = Object.entries(icons) as [string, IconComponent][];

function IconGallery() {
  return (
    <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2 p-0 font-sans text-control text-fg">
      {entries.map(([name, Component]) => (
        <li key={name} className="flex items-center gap-2 rounded-control border border-border px-2 py-1.5">
          <Component className="text-[20px]" />
          <code className="truncate text-[12px] text-fg-secondary">{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Foundations/Icons",
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The curated set in `@kanya/ui/icons`: `import { SearchIcon } from "@kanya/ui/icons"`. Any other lucide
 * icon (`import { Bell } from "lucide"`): `createIcon(Bell)` or `<Icon icon={Bell} />` from the same subpath.
 */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll("svg");
    await expect(svgs.length).toBe(entries.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(svgs[0]?.getBoundingClientRect().width).toBe(20);
  },
};

/** Icons take the size and colour of the text around them; a label makes one a named image. */
export const SizesAndLabels: Story = {
  render: () => (
    <div className="flex flex-col gap-3 font-sans text-fg">
      <p className="m-0 flex items-center gap-2 text-control">
        <icons.InfoIcon /> 14 px 文本旁的图标
      </p>
      <p className="m-0 flex items-center gap-2 text-control-lg text-primary-text">
        <icons.CircleCheckIcon /> 16 px 主题色文本旁的图标
      </p>
      <p className="m-0 flex items-center gap-2 text-control">
        <Icon icon={Bell} label="通知" /> 带名称的图标（role="img"）
      </p>
      <div className="flex gap-2">
        <Button icon={<icons.SearchIcon />}>搜索</Button>
        <Button variant="primary" icon={<icons.PlusIcon />} aria-label="新增" />
        <Button danger icon={<icons.TrashIcon />}>
          删除
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "通知" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增" })).toBeVisible();
  },
};
