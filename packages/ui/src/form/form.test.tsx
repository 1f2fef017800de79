import { checkboxGroup, formRules, requiredText } from "@kanya/core/validate";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider, zhCN } from "../locale";
import { Form, FormField, type FormLayout, useForm } from ".";

afterEach(cleanup);

const schema = v.object({
  mobile: formRules.mobile.schema(),
  nickname: requiredText({ max: 4 }).schema(),
  email: formRules.email.schema(),
  agree: v.boolean(),
  roles: checkboxGroup({ min: 1 }).schema(),
});

interface SignUpProps {
  onSubmit?: (values: v.InferOutput<typeof schema>) => unknown;
  onWarn?: (message: string) => void;
  layout?: FormLayout;
}

function SignUp({ onSubmit, onWarn, layout }: SignUpProps) {
  const form = useForm({
    schema,
    defaultValues: { mobile: "", nickname: "", email: "", agree: false, roles: ["admin"] },
  });
  return (
    <Form form={form} onSubmit={onSubmit} onWarn={onWarn} layout={layout} aria-label="注册">
      <FormField name="mobile" label="手机号" required help="11 位手机号">
        <input />
      </FormField>
      <FormField name="nickname" label="昵称" required>
        <input />
      </FormField>
      <FormField name="email" label="邮箱">
        <input type="email" />
      </FormField>
      <FormField name="agree" label="同意协议" valuePropName="checked">
        <input type="checkbox" />
      </FormField>
      <button type="submit">提交</button>
    </Form>
  );
}

function withLocale(node: ReactNode, catalog = zhCN) {
  return <LocaleProvider catalog={catalog}>{node}</LocaleProvider>;
}

const submit = () => fireEvent.submit(screen.getByRole("form", { name: "注册" }));

describe("Form and FormField", () => {
  it("labels each control and marks required ones", () => {
    render(<SignUp />);
    const mobile = screen.getByLabelText(/手机号/);
    expect(mobile.tagName).toBe("INPUT");
    expect(mobile.getAttribute("aria-required")).toBe("true");
    expect(screen.getByLabelText("邮箱").hasAttribute("aria-required")).toBe(false);
    const [mark] = screen.getAllByText("*", { selector: "span" });
    expect(screen.getAllByText("*", { selector: "span" })).toHaveLength(2);
    expect(mark?.getAttribute("aria-hidden")).toBe("true");
    // The help text describes the control.
    const help = screen.getByText("11 位手机号");
    expect(mobile.getAttribute("aria-describedby")).toBe(help.id);
  });

  it("shows @kanya/core's messages, wires them with aria-describedby/aria-invalid and focuses the first error", async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    submit();
    const mobile = screen.getByLabelText(/手机号/);
    await waitFor(() => expect(screen.getByText("请输入手机号")).toBeTruthy());
    expect(screen.getByText("此项为必填项")).toBeTruthy();
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText("请输入手机号");
    expect(error.getAttribute("role")).toBe("alert");
    expect(mobile.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(document.activeElement).toBe(mobile);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("validates a touched field on blur, then as it changes", async () => {
    render(<SignUp />);
    const mobile = screen.getByLabelText(/手机号/);
    fireEvent.change(mobile, { target: { value: "123" } });
    fireEvent.blur(mobile);
    await waitFor(() => expect(screen.getByText("请输入正确手机号")).toBeTruthy());
    fireEvent.change(mobile, { target: { value: "13800138000" } });
    await waitFor(() => expect(screen.queryByText("请输入正确手机号")).toBeNull());
    expect(mobile.hasAttribute("aria-invalid")).toBe(false);
  });

  it("speaks the catalog's language and re-checks shown errors when it changes", async () => {
    const { rerender } = render(withLocale(<SignUp />, enUS));
    submit();
    await waitFor(() => expect(screen.getByText("Please enter the mobile number")).toBeTruthy());
    rerender(withLocale(<SignUp />, zhCN));
    await waitFor(() => expect(screen.getByText("请输入手机号")).toBeTruthy());
  });

  it("submits the parsed values when every rule passes", async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText(/昵称/), { target: { value: "小王" } });
    fireEvent.click(screen.getByLabelText("同意协议"));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      mobile: "13800138000",
      nickname: "小王",
      email: "",
      agree: true,
      roles: ["admin"],
    });
  });

  it("refuses a second submit within 300 ms with the click guard's warning", async () => {
    const onSubmit = vi.fn();
    const onWarn = vi.fn();
    render(<SignUp onSubmit={onSubmit} onWarn={onWarn} />);
    fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText(/昵称/), { target: { value: "小王" } });
    await act(async () => {
      submit();
      submit();
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onWarn).toHaveBeenCalledWith("你点击的太快了，请慢点点击!");
  });

  it("lays out vertically, horizontally or inline", () => {
    for (const layout of ["vertical", "horizontal", "inline"] as const) {
      const { unmount } = render(<SignUp layout={layout} />);
      expect(screen.getByRole("form").dataset.layout).toBe(layout);
      unmount();
    }
  });

  it("gives a render function the field state", async () => {
    function Custom() {
      const form = useForm({
        schema: v.object({ name: requiredText().schema() }),
        defaultValues: { name: "" },
      });
      return (
        <Form form={form} aria-label="自定义">
          <FormField name="name" label="名称">
            {({ controlProps, invalid }) => (
              <input {...controlProps} data-status={invalid ? "error" : "ok"} />
            )}
          </FormField>
        </Form>
      );
    }
    render(<Custom />);
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(screen.getByLabelText("名称").dataset.status).toBe("error"));
  });
});
