import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextProvider } from "../../../locale";
import { ConsoleProviders } from "../../../providers";
import { createTestServices } from "../../../providers/test-services";
import { AccountLoginForm } from "./AccountLoginForm";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A field by its label (which also holds the required mark, hidden from screen readers). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`)) as HTMLInputElement;

/** The form refuses a second submit within 300 ms (spec §5's click guard). */
const pastClickGuard = () => new Promise((resolve) => setTimeout(resolve, 310));

type Answer = { success: boolean; code: number; message: string; result: unknown };
const json = (body: Answer) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
const signedIn: Answer = {
  success: true,
  code: 200,
  message: "登录成功",
  result: { token: "tk", userInfo: { username: "admin" }, tenantList: [], departs: [], multi_depart: 1 },
};

/** The form against a fake server: `logins` answers the sign-ins in turn; every captcha is a new picture. */
function setup(logins: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  let pictures = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.includes("/sys/randomImage/")) {
      pictures += 1;
      return json({ success: true, code: 0, message: "", result: `data:image/png;base64,p${pictures}` });
    }
    sent.push(JSON.parse(String(init.body)));
    return json(logins.shift() ?? signedIn);
  });
  const onSignedIn = vi.fn(async () => undefined);
  render(
    <TextProvider locale="zh-CN">
      <ConsoleProviders services={createTestServices({ fetch })}>
        <AccountLoginForm onSignedIn={onSignedIn} />
      </ConsoleProviders>
    </TextProvider>,
  );
  const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "登录" }));
  return { sent, onSignedIn, fill, submit, pictures: () => pictures };
}

describe("AccountLoginForm", () => {
  it("asks for both fields by spec §5's rules and sends nothing while they are wrong", async () => {
    const { sent, fill, submit } = setup([]);
    submit();
    expect(await screen.findByText("请输入用户名")).toBeDefined();
    expect(screen.getByText("请输入密码")).toBeDefined();
    fill("用户名", "ad-min");
    expect(await screen.findByText("只允许字母、数字、下划线")).toBeDefined();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps the username", async () => {
    const { fill, submit } = setup([
      { success: false, code: 500, message: "用户名或密码错误", result: null },
    ]);
    fill("用户名", "admin");
    fill("密码", "wrong");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("用户名或密码错误");
    expect(field("用户名").value).toBe("admin");
  });

  it("shows the captcha once the server asks for one, then sends its answer with the picture's key", async () => {
    const { sent, onSignedIn, fill, submit, pictures } = setup([
      { success: false, code: 500, message: "验证码无效", result: null },
    ]);
    expect(screen.queryByLabelText(/^\*?验证码$/)).toBeNull();
    fill("用户名", "admin");
    fill("密码", "123456");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("请输入验证码");
    await screen.findByRole("img", { name: "验证码图片" });
    expect(pictures()).toBe(1);

    await pastClickGuard();
    submit();
    await waitFor(() => expect(field("验证码").getAttribute("aria-invalid")).toBe("true"));
    fill("验证码", "ab12");
    await pastClickGuard();
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)).toMatchObject({
      username: "admin",
      captcha: "ab12",
      checkKey: expect.stringMatching(/^\d+$/),
    });
    // The browser remembers that this server wants a captcha.
    expect(localStorage.getItem("kanya.loginCaptcha")).toBe("1");
  });

  it("draws a new picture after a wrong answer (each picture allows one guess)", async () => {
    localStorage.setItem("kanya.loginCaptcha", "1");
    const { fill, submit, pictures } = setup([
      { success: false, code: 412, message: "验证码错误", result: null },
    ]);
    await screen.findByRole("img", { name: "验证码图片" });
    fill("用户名", "admin");
    fill("密码", "123456");
    fill("验证码", "zzzz");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("验证码错误");
    await waitFor(() => expect(pictures()).toBe(2));
    expect(field("验证码").value).toBe("");
  });

  it("remembers the username for the next visit when 记住我 stays ticked, and forgets it otherwise", async () => {
    const first = setup([]);
    first.fill("用户名", "admin");
    first.fill("密码", "123456");
    first.submit();
    await waitFor(() => expect(first.onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem("kanya.rememberedUsername")).toBe("admin");
    cleanup();

    const second = setup([]);
    expect(field("用户名").value).toBe("admin");
    fireEvent.click(screen.getByRole("checkbox", { name: "记住我" }));
    second.fill("密码", "123456");
    second.submit();
    await waitFor(() => expect(second.onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem("kanya.rememberedUsername")).toBeNull();
  });

  it("shows why the user was signed out", () => {
    render(
      <TextProvider locale="zh-CN">
        <ConsoleProviders services={createTestServices()}>
          <AccountLoginForm onSignedIn={vi.fn()} notice="未授权，请重新登录" />
        </ConsoleProviders>
      </TextProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe("未授权，请重新登录");
  });
});
