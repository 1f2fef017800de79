import { formRules, requiredText } from "@kanya/core/validate";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useEffect, useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import * as v from "valibot";
import { Button } from "../button";
import { Input } from "../input";
import { Form, type FormProps } from "./Form";
import { FormField } from "./FormField";
import { useForm } from "./use-form";

const profileSchema = v.object({
  username: formRules.username.schema(),
  mobile: formRules.mobile.schema(),
  email: formRules.email.schema(),
  remark: requiredText({ max: 20 }).schema(),
});
type Profile = v.InferInput<typeof profileSchema>;

const empty: Profile = { username: "", mobile: "", email: "", remark: "" };

interface ProfileFormProps extends Omit<FormProps<Profile>, "form"> {
  defaultValues?: Profile;
  validateOnMount?: boolean;
  longLabels?: boolean;
  /** Whether the submit button shows the loading state (and so is disabled) while submitting. */
  submitLoading?: boolean;
}

/** A form on @kanya/core's rules: the messages are the spec's (请输入手机号, 邮箱格式不正确, …). */
function ProfileForm({
  defaultValues = empty,
  validateOnMount,
  longLabels,
  submitLoading = true,
  ...props
}: ProfileFormProps) {
  const form = useForm({ schema: profileSchema, defaultValues });
  const { isSubmitting } = form.formState;
  // Show the errors of prefilled values at once (the Error story).
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [validateOnMount, form]);
  return (
    <Form form={form} aria-label="用户资料" className="max-w-xl" {...props}>
      <FormField name="username" label={longLabels ? "登录账号（用于系统登录的用户名）" : "用户名"} required>
        {({ controlProps, invalid }) => (
          <Input
            {...controlProps}
            status={invalid ? "error" : undefined}
            placeholder="4 到 18 位字母、数字或下划线"
          />
        )}
      </FormField>
      <FormField name="mobile" label={longLabels ? "联系电话（接收验证短信的手机号码）" : "手机号"} required>
        {({ controlProps, invalid }) => <Input {...controlProps} status={invalid ? "error" : undefined} />}
      </FormField>
      <FormField name="email" label="邮箱">
        {({ controlProps, invalid }) => <Input {...controlProps} status={invalid ? "error" : undefined} />}
      </FormField>
      <FormField name="remark" label="备注" required help="不超过 20 个字">
        {({ controlProps, invalid }) => <Input {...controlProps} status={invalid ? "error" : undefined} />}
      </FormField>
      <FormActions>
        <Button variant="primary" htmlType="submit" loading={submitLoading && isSubmitting}>
          提交
        </Button>
      </FormActions>
    </Form>
  );
}

/** Buttons aligned with the controls (the label column is left free in the horizontal layout). */
function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-2 in-data-[layout=horizontal]:ps-[calc(var(--form-label-width)+0.75rem)]">
      {children}
    </div>
  );
}

const meta = {
  title: "Components/Form",
  component: ProfileForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(), onInvalid: fn(), onWarn: fn() },
  argTypes: { layout: { control: "inline-radio", options: ["vertical", "horizontal", "inline"] } },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const username = canvas.getByRole("textbox", { name: "用户名" });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription("请输入用户名");
    await expect(canvas.getByText("请输入手机号")).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(username, "kanya_admin");
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await userEvent.type(canvas.getByRole("textbox", { name: "备注" }), "门店负责人");
    await expect(username).not.toHaveAttribute("aria-invalid");
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the click guard of the first submit
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        username: "kanya_admin",
        mobile: "13800138000",
        email: "",
        remark: "门店负责人",
      }),
    );
  },
};

export const Horizontal: Story = {
  args: { layout: "horizontal" },
  play: async ({ canvas, userEvent }) => {
    const mobile = canvas.getByRole("textbox", { name: "手机号" });
    await userEvent.type(mobile, "123");
    await userEvent.tab();
    await expect(mobile).toHaveAccessibleDescription("请输入正确手机号");
    const label = canvas.getByText("手机号", { selector: "label" });
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      mobile.getBoundingClientRect().left,
    );
  },
};

/** A query bar: fields side by side. */
export const Inline: Story = {
  render: (args) => <SearchForm {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole("textbox", { name: "用户名" });
    const mobile = canvas.getByRole("textbox", { name: "手机号" });
    await expect(name.getBoundingClientRect().top).toBe(mobile.getBoundingClientRect().top);
    await userEvent.type(name, "王");
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ username: "王", mobile: "" }));
  },
};

const searchSchema = v.object({ username: v.string(), mobile: v.string() });

function SearchForm(props: Omit<FormProps<v.InferInput<typeof searchSchema>>, "form">) {
  const form = useForm({ schema: searchSchema, defaultValues: { username: "", mobile: "" } });
  return (
    <Form form={form} layout="inline" aria-label="查询" {...props}>
      <FormField name="username" label="用户名">
        <Input className="w-48" />
      </FormField>
      <FormField name="mobile" label="手机号">
        <Input className="w-48" />
      </FormField>
      <Button variant="primary" htmlType="submit">
        查询
      </Button>
    </Form>
  );
}

export const Disabled: Story = {
  args: { disabled: true, defaultValues: { ...empty, username: "kanya_admin", mobile: "13800138000" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toHaveValue("13800138000");
  },
};

/** Prefilled values that break the rules: every message shows, each control is `aria-invalid`. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    validateOnMount: true,
    defaultValues: { username: "ab", mobile: "12345", email: "not-an-email", remark: "" },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("长度6到18个字符")).toBeVisible();
    await expect(canvas.getByText("请输入正确手机号")).toBeVisible();
    await expect(canvas.getByText("邮箱格式不正确")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "备注" })).toHaveAccessibleDescription(
      "不超过 20 个字 此项为必填项",
    );
    await expect(canvas.getAllByRole("alert")).toHaveLength(4);
  },
};

/** The submit button shows the loading state while `onSubmit`'s promise runs; a second submit is dropped. */
export const Submitting: Story = {
  args: {
    defaultValues: { username: "kanya_admin", mobile: "13800138000", email: "", remark: "门店负责人" },
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole("button", { name: "提交" });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-busy"));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Two submits within 300 ms: the second is refused with 你点击的太快了，请慢点点击!. */
export const ClickGuard: Story = {
  args: {
    defaultValues: { username: "kanya_admin", mobile: "13800138000", email: "", remark: "门店负责人" },
  },
  render: (args) => <GuardedForm {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.dblClick(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("你点击的太快了，请慢点点击!"));
    await expect(args.onWarn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The console passes `message.warning` as `onWarn` (or once, to `<ClickGuardProvider>`); here a status line. */
function GuardedForm({ onWarn, ...args }: ProfileFormProps) {
  const [warning, setWarning] = useState("");
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="m-0 min-h-6 font-sans text-control text-fg">
        {warning}
      </p>
      <ProfileForm
        {...args}
        submitLoading={false}
        onWarn={(message) => {
          setWarning(message);
          onWarn?.(message);
        }}
      />
    </div>
  );
}

export const LongChineseText: Story = {
  args: { layout: "horizontal", longLabels: true, labelWidth: "16rem" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("请输入用户名")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "登录账号（用于系统登录的用户名）" })).toHaveFocus();
  },
};
