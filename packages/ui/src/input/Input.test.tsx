import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Input } from "./Input";

afterEach(cleanup);

describe("Input", () => {
  it("is a native text input whose ref is the <input>, className on the box", () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="姓名" className="my-box" inputClassName="my-input" />);
    const input = screen.getByRole("textbox", { name: "姓名" });
    expect(ref.current).toBe(input);
    expect(input.className).toContain("my-input");
    expect(input.parentElement?.className).toContain("my-box");
  });

  it("works uncontrolled and calls onChange with the native event", async () => {
    const onChange = vi.fn();
    render(<Input aria-label="姓名" defaultValue="张" onChange={onChange} />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    await userEvent.type(input, "三");
    expect(input.value).toBe("张三");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe("张三");
  });

  it("works controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState("abc");
      return (
        <>
          <Input
            aria-label="名称"
            value={value}
            onChange={(event) => setValue(event.target.value.toUpperCase())}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole("textbox"), "d");
    expect(screen.getByRole("status").textContent).toBe("abcD".toUpperCase());
  });

  it("clears through a real change event, focuses the input and calls onClear", async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<Input aria-label="搜索" defaultValue="牙科" allowClear onChange={onChange} onClear={onClear} />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    const clear = screen.getByRole("button", { name: "清除" });
    expect(clear.tabIndex).toBe(-1);
    await userEvent.click(clear);
    expect(input.value).toBe("");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe("");
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
    // Nothing to clear: the button leaves the accessibility tree (and the layout keeps its place).
    expect(clear.className).toContain("invisible");
  });

  it("clears a controlled input by asking its owner", async () => {
    function Controlled() {
      const [value, setValue] = useState("北京");
      return (
        <Input
          aria-label="城市"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          allowClear
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "清除" }));
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("");
  });

  it("does not offer clearing when disabled or read-only, and Escape never clears", () => {
    const { rerender } = render(<Input aria-label="a" defaultValue="x" allowClear disabled />);
    expect(screen.getByRole("button", { hidden: true }).className).toContain("invisible");
    rerender(<Input aria-label="a" defaultValue="x" allowClear readOnly />);
    expect(screen.getByRole("button", { hidden: true }).className).toContain("invisible");
    rerender(<Input aria-label="a" defaultValue="x" allowClear />);
    fireEvent.keyDown(screen.getByRole("textbox"), { key: "Escape" });
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("x");
  });

  it("counts characters (code points, so Chinese and emoji count once) against maxLength", async () => {
    render(<Input aria-label="备注" showCount maxLength={100} defaultValue="牙科门店" />);
    const input = screen.getByRole("textbox");
    expect(screen.getByText("4 / 100")).toBeTruthy();
    await userEvent.type(input, "😀");
    expect(screen.getByText("5 / 100")).toBeTruthy();
    expect(input.getAttribute("maxlength")).toBe("100");
    // The count describes the field for screen readers.
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "5 / 100",
    );
  });

  it("counts without a limit", () => {
    render(<Input aria-label="备注" showCount defaultValue="abc" />);
    expect(screen.getByText("3")).toBeTruthy();
  });

  it("marks error status as invalid, warning not", () => {
    const { rerender } = render(<Input aria-label="a" status="error" />);
    expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox").parentElement?.className).toContain("border-danger");
    rerender(<Input aria-label="a" status="warning" />);
    expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("textbox").parentElement?.className).toContain("border-warning");
  });

  it("sizes the box from the control-height tokens", () => {
    const { rerender } = render(<Input aria-label="a" size="small" />);
    expect(screen.getByRole("textbox").parentElement?.className).toContain("h-control-sm");
    rerender(<Input aria-label="a" size="large" />);
    expect(screen.getByRole("textbox").parentElement?.className).toContain("h-control-lg");
  });

  it("renders prefix and suffix, and a press on the box focuses the input", () => {
    render(<Input aria-label="金额" prefix="¥" suffix="元" />);
    expect(screen.getByText("¥")).toBeTruthy();
    fireEvent.mouseDown(screen.getByText("元"));
    expect(document.activeElement).toBe(screen.getByRole("textbox"));
  });

  it("labels the clear button from the locale", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Input aria-label="q" defaultValue="x" allowClear />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Clear" })).toBeTruthy();
  });
});
