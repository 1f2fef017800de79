import { formRules } from "@kanya/core/validate";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { clsx } from "clsx";
import type { CSSProperties, ReactNode } from "react";
import { expect, fn, waitFor } from "storybook/test";
import * as v from "valibot";
import { Button, buttonClasses, useButton } from "../button";
import { Form, formErrorClasses, formLabelClasses, useForm, useFormField } from "../form";
import { useTheme } from "../theme";

// Worked examples of the Theming docs page (src/docs/Theming.mdx): each is a story, so it is tested
// like any component (play + axe) in light/dark and zh-CN/en-US.

/** Layer 0 — tokens: a subtree with its own primary colour and radius, in plain CSS variables. */
function TokenOverride() {
  // data-theme marks a theme scope: the shades derived from --color-primary are computed again in it.
  const { settings } = useTheme();
  const purple = { "--color-primary": "#722ed1", "--radius-control": "0px" } as CSSProperties;
  return (
    <div className="flex flex-col gap-3">
      <section aria-label="默认主题" className="flex gap-2">
        <Button variant="primary">默认主色</Button>
        <Button>默认按钮</Button>
      </section>
      <section aria-label="覆盖后的主题" data-theme={settings.mode} style={purple} className="flex gap-2">
        <Button variant="primary">酱紫主色</Button>
        <Button>直角按钮</Button>
      </section>
    </div>
  );
}

/** Layer 2 — parts: the look of a button on a link, through `buttonClasses`. */
function LinkAsButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={clsx(buttonClasses({ variant: "primary" }), "no-underline")}>
      {children}
    </a>
  );
}

/** Layer 1 — the hook: behaviour of a button (busy, disabled, announced) under your own markup. */
function PillButton({
  loading,
  onClick,
  children,
}: {
  loading?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { state, buttonProps, loadingLabel } = useButton({ loading, onClick });
  return (
    <button
      {...buttonProps}
      // A token overridden on one element: `rounded-control` reads --radius-control right here.
      style={{ "--radius-control": "9999px" } as CSSProperties}
      className={clsx(buttonClasses({ variant: "default", state }), "px-6")}
    >
      {children}
      {loading && <span className="sr-only">{loadingLabel}</span>}
    </button>
  );
}

function ButtonParts({ onClick }: { onClick: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <LinkAsButton href="#orders">订单列表</LinkAsButton>
      <PillButton onClick={onClick}>圆角按钮</PillButton>
      <PillButton loading>提交中</PillButton>
    </div>
  );
}

/** Layer 1 for forms: `useFormField` wires a control of your own to the form, label and message. */
function UnderlineField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { labelProps, controlProps, errorProps, error, invalid } = useFormField({ name, required });
  return (
    <div className="flex flex-col">
      <label id={labelProps.id} htmlFor={labelProps.htmlFor} className={formLabelClasses("vertical")}>
        {label}
      </label>
      <input
        {...controlProps}
        className={clsx(
          "h-control border-0 border-b-2 bg-transparent px-0 text-fg outline-none [font:inherit]",
          invalid ? "border-danger" : "border-border focus:border-primary",
        )}
      />
      <p className="m-0 min-h-6 pt-1">
        {error && (
          <span {...errorProps} className={formErrorClasses}>
            {error}
          </span>
        )}
      </p>
    </div>
  );
}

const contactSchema = v.object({ mobile: formRules.mobile.schema(), email: formRules.email.schema() });

function FormParts({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof contactSchema>) => void }) {
  const form = useForm({ schema: contactSchema, defaultValues: { mobile: "", email: "" } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="联系方式" className="max-w-sm">
      <UnderlineField name="mobile" label="手机号" required />
      <UnderlineField name="email" label="邮箱" />
      <div>
        <Button variant="primary" htmlType="submit">
          保存
        </Button>
      </div>
    </Form>
  );
}

interface ExampleArgs {
  onClick: () => void;
  onSubmit: (values: unknown) => void;
}

const meta: Meta<ExampleArgs> = {
  title: "Docs/Examples",
  args: { onClick: fn(), onSubmit: fn() },
};

export default meta;
type Story = StoryObj<ExampleArgs>;

export const OverridingTokens: Story = {
  render: () => <TokenOverride />,
  play: async ({ canvas }) => {
    const standard = canvas.getByRole("button", { name: "默认主色" });
    const purple = canvas.getByRole("button", { name: "酱紫主色" });
    await expect(getComputedStyle(purple).backgroundColor).not.toBe(
      getComputedStyle(standard).backgroundColor,
    );
    await expect(getComputedStyle(canvas.getByRole("button", { name: "直角按钮" })).borderRadius).toBe("0px");
  },
};

export const ComposingButtonParts: Story = {
  render: (args) => <ButtonParts onClick={args.onClick} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "订单列表" })).toHaveAttribute("href", "#orders");
    const pill = canvas.getByRole("button", { name: "圆角按钮" });
    await userEvent.click(pill);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(Number.parseFloat(getComputedStyle(pill).borderRadius)).toBeGreaterThan(100);
    await expect(canvas.getByRole("button", { name: /提交中/ })).toHaveAttribute("aria-busy", "true");
  },
};

export const ComposingFormParts: Story = {
  render: (args) => <FormParts onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const mobile = canvas.getByRole("textbox", { name: "手机号" });
    await waitFor(() => expect(mobile).toHaveAccessibleDescription("请输入手机号"));
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(mobile, "13800138000");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mobile: "13800138000", email: "" }));
  },
};
