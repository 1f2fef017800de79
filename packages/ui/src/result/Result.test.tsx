import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Result } from ".";

afterEach(cleanup);

describe("Result", () => {
  it.each([
    ["403", "抱歉，你无权访问该页面"],
    ["404", "抱歉，你访问的页面不存在"],
    ["500", "抱歉，服务器出错了"],
  ] as const)("gives %s its default title and sub-title", (status, subTitle) => {
    render(<Result status={status} />);
    expect(screen.getByRole("heading", { level: 2, name: status })).toBeTruthy();
    expect(screen.getByText(subTitle)).toBeTruthy();
  });

  it("accepts the status as a number", () => {
    render(<Result status={404} />);
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
  });

  it("has default titles for the other statuses, which the props replace", () => {
    const { rerender } = render(<Result status="success" />);
    expect(screen.getByRole("heading", { name: "操作成功" })).toBeTruthy();
    rerender(<Result status="error" title="提交失败" subTitle="请检查后重新提交" headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1, name: "提交失败" })).toBeTruthy();
    expect(screen.getByText("请检查后重新提交")).toBeTruthy();
  });

  it("shows the extra actions and detail panel", () => {
    render(
      <Result status="404" extra={<button type="button">返回首页</button>}>
        <p>详细信息</p>
      </Result>,
    );
    expect(screen.getByRole("button", { name: "返回首页" })).toBeTruthy();
    expect(screen.getByText("详细信息")).toBeTruthy();
  });

  it("speaks English", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Result status="403" />
      </LocaleProvider>,
    );
    expect(screen.getByText("Sorry, you are not authorized to access this page.")).toBeTruthy();
  });
});
