import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextProvider } from "../../../locale";
import { LoginForm } from "./LoginForm";

afterEach(cleanup);

function renderForm(onSubmit = vi.fn(async () => undefined as string | undefined), notice?: string) {
  render(
    <TextProvider locale="zh-CN">
      <LoginForm onSubmit={onSubmit} notice={notice} />
    </TextProvider>,
  );
  return {
    onSubmit,
    username: screen.getByLabelText("用户名") as HTMLInputElement,
    password: screen.getByLabelText("密码") as HTMLInputElement,
    submit: screen.getByRole("button", { name: "登录" }),
  };
}

describe("LoginForm", () => {
  it("asks for both fields and does not submit while they are empty", async () => {
    const { onSubmit, username, submit } = renderForm();
    fireEvent.click(submit);
    expect(await screen.findByText("请输入用户名")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(username);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a required message as soon as the field is filled", async () => {
    const { username, submit } = renderForm();
    fireEvent.click(submit);
    await screen.findByText("请输入用户名");
    fireEvent.change(username, { target: { value: "admin" } });
    expect(screen.queryByText("请输入用户名")).toBeNull();
    expect(screen.getByText("请输入密码")).toBeTruthy();
  });

  it("submits the values (Enter in a field submits the form)", async () => {
    const { onSubmit, username, password } = renderForm();
    fireEvent.change(username, { target: { value: " admin " } });
    fireEvent.change(password, { target: { value: "123456" } });
    fireEvent.submit(password.form as HTMLFormElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: "admin", password: "123456" }));
  });

  it("shows the server's message as an alert and keeps the username", async () => {
    const { username, password, submit } = renderForm(vi.fn(async () => "用户名或密码错误"));
    fireEvent.change(username, { target: { value: "admin" } });
    fireEvent.change(password, { target: { value: "wrong" } });
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("用户名或密码错误");
    expect(username.value).toBe("admin");
  });

  it("shows a busy button while signing in", async () => {
    let finish: (message?: string) => void = () => {};
    const pending = new Promise<string | undefined>((resolve) => {
      finish = resolve;
    });
    const { username, password, submit } = renderForm(vi.fn(() => pending));
    fireEvent.change(username, { target: { value: "admin" } });
    fireEvent.change(password, { target: { value: "123456" } });
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBe("true"));
    finish(undefined);
    await waitFor(() => expect(submit.getAttribute("aria-busy")).not.toBe("true"));
  });

  it("shows why the user was signed out", () => {
    renderForm(undefined, "getPermissionList: permissions must be a non-null array !");
    expect(screen.getByRole("alert").textContent).toBe(
      "getPermissionList: permissions must be a non-null array !",
    );
  });
});
