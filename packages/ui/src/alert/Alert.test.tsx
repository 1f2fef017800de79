import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Alert } from ".";

afterEach(cleanup);

describe("Alert", () => {
  it("interrupts for warnings and errors (role alert) and waits its turn otherwise (role status)", () => {
    render(
      <>
        <Alert type="success" message="保存成功" />
        <Alert type="info" message="提示" />
        <Alert type="warning" message="即将到期" />
        <Alert type="error" message="验证码错误" />
      </>,
    );
    expect(screen.getAllByRole("status").map((box) => box.textContent)).toEqual(["保存成功", "提示"]);
    expect(screen.getAllByRole("alert").map((box) => box.textContent)).toEqual(["即将到期", "验证码错误"]);
  });

  it("is an info status by default and shows a description under the message", () => {
    render(<Alert message="导入失败" description="第 3 行手机号格式不正确。" />);
    expect(screen.getByRole("status").textContent).toContain("导入失败第 3 行手机号格式不正确。");
  });

  it("hides itself with its 关闭 button and tells onClose", () => {
    const onClose = vi.fn();
    render(<Alert type="warning" message="维护通知" closable onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays shown when onClose prevents the default", () => {
    render(<Alert message="新版本" closable onClose={(event) => event.preventDefault()} />);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.getByRole("status").textContent).toContain("新版本");
  });

  it("names the close button from the catalog", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Alert message="Saved" closable />
      </LocaleProvider>,
    );
    screen.getByRole("button", { name: "Close" });
  });
});
