import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Button } from "./Button";

afterEach(cleanup);

function Icon() {
  return <svg data-testid="icon" />;
}

describe("Button", () => {
  it("is a native button of type button, so it never submits a form by accident", () => {
    render(<Button>保存</Button>);
    const button = screen.getByRole("button", { name: "保存" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
  });

  it("passes htmlType through as the native type", () => {
    render(<Button htmlType="submit">提交</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("submit");
  });

  it("calls onClick when clicked", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>保存</Button>);
    fireEvent.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not call onClick when disabled", () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole("button") as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is busy, disabled and announced while loading", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole("button") as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("提交加载中");
    expect(onClick).not.toHaveBeenCalled();
  });

  it("takes the loading label from the locale catalog", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Button loading>Submit</Button>
      </LocaleProvider>,
    );
    expect(screen.getByRole("button").textContent).toBe("SubmitLoading");
  });

  it("shows the spinner instead of the icon while loading", () => {
    const { rerender } = render(<Button icon={<Icon />}>搜索</Button>);
    expect(screen.queryByTestId("icon")).not.toBeNull();
    rerender(
      <Button icon={<Icon />} loading>
        搜索
      </Button>,
    );
    expect(screen.queryByTestId("icon")).toBeNull();
  });

  it("names an icon-only button with aria-label and hides the icon from screen readers", () => {
    render(<Button icon={<Icon />} aria-label="搜索" />);
    const button = screen.getByRole("button", { name: "搜索" });
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
    expect(button.className).toContain("w-control");
  });

  it("requires a label when there is no text (checked by the type checker)", () => {
    // @ts-expect-error an icon-only button needs aria-label or aria-labelledby
    const unnamed = <Button icon={<Icon />} />;
    expect(unnamed).toBeTruthy();
  });

  it("forwards ref and appends className after its own classes", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="my-button">
        保存
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole("button"));
    expect(ref.current?.className.endsWith(" my-button")).toBe(true);
  });

  it("styles variant, size, danger and block from tokens", () => {
    render(
      <Button variant="primary" danger size="large" block>
        删除
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button.dataset.variant).toBe("primary");
    expect(button.dataset.size).toBe("large");
    expect(button.className).toContain("bg-danger");
    expect(button.className).toContain("h-control-lg");
    expect(button.className).toContain("w-full");
  });

  it("renders its child element instead with asChild, and disables it with aria-disabled", () => {
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="/orders">订单</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "订单" });
    fireEvent.click(link);
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(link.getAttribute("tabindex")).toBe("-1");
    expect(onClick).not.toHaveBeenCalled();
  });
});
