import type { Meta, StoryObj } from "@storybook/react-vite";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../button";
import { ThemeColorPicker } from "./ThemeColorPicker";
import { ThemeProvider, type ThemeProviderProps } from "./ThemeProvider";
import type { ThemeDensity, ThemeSettings } from "./theme-settings";
import { useTheme } from "./use-theme";

const html = () => document.documentElement;
const primaryVariable = () => html().style.getPropertyValue("--color-primary");

/** A few token-styled controls, so every setting shows. */
function Sample() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="primary">主按钮</Button>
      <Button>默认按钮</Button>
      <Button variant="dashed">虚线按钮</Button>
      <Button variant="link">链接按钮</Button>
      <Button variant="primary" danger>
        删除
      </Button>
    </div>
  );
}

const menuItems = ["首页", "订单管理", "会员卡", "系统管理"];

/** What the console's side menu looks like on the `--color-menu-*` tokens. */
function MenuPreview({ label, menuTheme }: { label: string; menuTheme?: "dark" }) {
  return (
    <nav
      aria-label={label}
      data-menu-theme={menuTheme}
      className="w-48 border-r border-menu-border bg-menu-bg py-2 font-sans text-control"
    >
      <ul className="m-0 list-none p-0">
        {menuItems.map((item, index) => (
          <li key={item}>
            <a
              href={`#menu-${index}`}
              aria-current={index === 1 ? "page" : undefined}
              className={clsx(
                "flex h-10 items-center px-6 no-underline",
                index === 1
                  ? "border-r-3 border-menu-indicator bg-menu-item-selected-bg text-menu-item-selected-fg"
                  : "text-menu-fg hover:bg-menu-item-hover-bg hover:text-menu-fg-hover",
              )}
            >
              {item}
            </a>
          </li>
        ))}
      </ul>
      <p className="m-0 bg-menu-submenu-bg px-6 py-2 text-menu-fg-muted">分组标题</p>
    </nav>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 bg-surface font-sans text-control text-fg">{children}</div>;
}

/** Radio buttons that call `useTheme().update()`: the way the console's theme drawer works. */
function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="m-0 flex items-center gap-3 border-0 p-0">
      <legend className="float-left mr-3 p-0 text-fg-secondary">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="inline-flex items-center gap-1">
          <input
            type="radio"
            name={label}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="accent-primary-solid"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

const densities = [
  { value: "compact", label: "紧凑" },
  { value: "default", label: "默认" },
  { value: "comfortable", label: "宽松" },
] as const satisfies readonly { value: ThemeDensity; label: string }[];

function DrawerControls() {
  const { settings, update } = useTheme();
  return (
    <div className="flex flex-col gap-3">
      <ThemeColorPicker />
      <Choice
        label="菜单主题"
        options={[
          { value: "light", label: "亮色" },
          { value: "dark", label: "暗色" },
        ]}
        value={settings.menuTheme}
        onChange={(menuTheme) => update({ menuTheme })}
      />
      <Choice
        label="密度"
        options={densities}
        value={settings.density}
        onChange={(density) => update({ density })}
      />
    </div>
  );
}

const meta = {
  title: "Theme/ThemeProvider",
  component: ThemeProvider,
  // No autodocs page: each story sets the theme of the whole document, so several on one page would
  // fight over it. The Docs/Theming page shows the palette switcher instead.
  args: { onError: fn(), onSettingsChange: fn() },
  argTypes: { children: { control: false }, errorFallback: { control: false } },
  // Each story nests its own provider inside the toolbar's one: it overrides the page theme while shown.
  render: (args: ThemeProviderProps) => (
    <ThemeProvider {...args}>
      <Panel>
        <Sample />
      </Panel>
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme drawer's palette: choosing a colour restyles every component at once, no rebuild. */
export const PaletteSwitcher: Story = {
  render: (args) => (
    <ThemeProvider {...args}>
      <Panel>
        <DrawerControls />
        <Sample />
      </Panel>
    </ThemeProvider>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const primaryButton = canvas.getByRole("button", { name: "主按钮" });
    const blue = getComputedStyle(primaryButton).backgroundColor;
    await expect(canvas.getByRole("radio", { name: "拂晓蓝" })).toHaveAttribute("aria-checked", "true");

    await userEvent.click(canvas.getByRole("radio", { name: "酱紫" }));
    await expect(canvas.getByRole("radio", { name: "酱紫" })).toHaveAttribute("aria-checked", "true");
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ primaryColor: "#722ED1" }),
    );
    await waitFor(() => expect(getComputedStyle(primaryButton).backgroundColor).not.toBe(blue));

    // Arrow keys move through the palette and apply each colour.
    // Held down like a person does: Radix checks the radio it moves to only while the arrow key is down.
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "极客蓝" })).toHaveFocus());
    await userEvent.keyboard("{/ArrowLeft}");
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: "极客蓝" })).toHaveAttribute("aria-checked", "true"),
    );
    await expect(primaryVariable()).toContain("#2F54EB");

    await userEvent.click(canvas.getByRole("radio", { name: "暗色" }));
    await expect(html()).toHaveAttribute("data-menu-theme", "dark");
    await userEvent.click(canvas.getByRole("radio", { name: "紧凑" }));
    await expect(primaryButton.getBoundingClientRect().height).toBe(28);
  },
};

export const Light: Story = {
  args: { settings: { mode: "light" } },
  play: async () => {
    await expect(html()).toHaveAttribute("data-theme", "light");
  },
};

export const Dark: Story = {
  args: { settings: { mode: "dark" } },
  play: async ({ canvas }) => {
    await expect(html()).toHaveAttribute("data-theme", "dark");
    await expect(getComputedStyle(canvas.getByRole("button", { name: "默认按钮" })).backgroundColor).toBe(
      "rgb(20, 20, 20)",
    );
  },
};

/** A custom primary colour on a dark page is mixed into the dark surface, as Ant Design's dark palette does. */
export const DarkWithCustomColor: Story = {
  args: { settings: { mode: "dark", primaryColor: "#52C41A" } },
  play: async () => {
    await expect(primaryVariable()).toBe("color-mix(in srgb, #52C41A 85%, var(--color-surface))");
  },
};

/** The side menu's light and dark themes (`data-menu-theme="dark"`), independent of the page mode. */
export const MenuThemes: Story = {
  render: (args) => (
    <ThemeProvider {...args}>
      <div className="flex gap-6">
        <MenuPreview label="亮色菜单" />
        <MenuPreview label="暗色菜单" menuTheme="dark" />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const light = canvas.getByRole("navigation", { name: "亮色菜单" });
    const dark = canvas.getByRole("navigation", { name: "暗色菜单" });
    await expect(getComputedStyle(dark).backgroundColor).toBe("rgb(0, 21, 41)");
    await expect(getComputedStyle(light).backgroundColor).not.toBe("rgb(0, 21, 41)");
  },
};

/** Colour-weak mode: the page through an 80% inversion (a filter on the root element). */
export const ColorWeak: Story = {
  args: { settings: { colorWeak: true } },
  play: async () => {
    await expect(html()).toHaveAttribute("data-color-weak");
    await expect(getComputedStyle(html()).filter).toBe("invert(0.8)");
  },
};

/** Control heights per density: 20/28/36, 24/32/40 and 28/36/44 px. */
export const Density: Story = {
  render: (args) => (
    <ThemeProvider {...args}>
      <DensityDemo />
    </ThemeProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const height = () => canvas.getByRole("button", { name: "中号" }).getBoundingClientRect().height;
    await expect(height()).toBe(32);
    await userEvent.click(canvas.getByRole("radio", { name: "紧凑" }));
    await expect(height()).toBe(28);
    await userEvent.click(canvas.getByRole("radio", { name: "宽松" }));
    await expect(height()).toBe(36);
    await expect(html()).toHaveAttribute("data-density", "comfortable");
  },
};

function DensityDemo() {
  const { settings, update } = useTheme();
  return (
    <Panel>
      <Choice
        label="密度"
        options={densities}
        value={settings.density}
        onChange={(density) => update({ density })}
      />
      <div className="flex items-center gap-2">
        <Button size="small">小号</Button>
        <Button>中号</Button>
        <Button size="large">大号</Button>
      </div>
    </Panel>
  );
}

/** Corner radius of controls, from square to round. */
export const Radius: Story = {
  args: { settings: { radius: 0 } satisfies Partial<ThemeSettings> },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole("button", { name: "默认按钮" })).borderRadius).toBe("0px");
  },
};

function BrokenUpdate() {
  const { update, settings } = useTheme();
  return (
    <Panel>
      <p className="m-0">当前主题色：{settings.primaryColor}</p>
      <div>
        <Button onClick={() => update({ primaryColor: "not-a-colour" })}>应用无效颜色</Button>
      </div>
      <Sample />
    </Panel>
  );
}

/** An update that cannot be applied keeps the previous theme and says `Failed to update theme`. */
export const UpdateFailure: Story = {
  args: { defaultSettings: { primaryColor: "#13C2C2" } },
  render: (args) => (
    <ThemeProvider {...args}>
      <BrokenUpdate />
    </ThemeProvider>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "应用无效颜色" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to update theme");
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Failed to update theme", setting: "primaryColor" }),
    );
    await expect(primaryVariable()).toContain("#13C2C2");
    await expect(canvas.getByText("当前主题色：#13C2C2")).toBeVisible();
  },
};

/** The fallback can be dismissed; the console may instead pass `errorFallback={null}` and show `onError` its way. */
export const UpdateFailureDismissed: Story = {
  ...UpdateFailure,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "应用无效颜色" }));
    await userEvent.click(await canvas.findByRole("button", { name: "关闭" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
