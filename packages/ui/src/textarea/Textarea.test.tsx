import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fitTextareaHeight } from "./auto-size";
import { Textarea } from "./Textarea";

afterEach(cleanup);

const box = () => screen.getByRole("textbox") as HTMLTextAreaElement;

/** jsdom has no layout: fake a 22px line height and a scrollHeight of `lines` lines. */
function fakeLayout(element: HTMLTextAreaElement, lines: () => number) {
  Object.defineProperty(element, "scrollHeight", { configurable: true, get: () => lines() * 22 });
  element.style.lineHeight = "22px";
  element.style.fontSize = "14px";
}

describe("Textarea", () => {
  it("is a native textarea, ref included, two rows by default", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="备注" />);
    expect(ref.current).toBe(box());
    expect(box().rows).toBe(2);
  });

  it("counts, clears and reports status like Input", async () => {
    const onChange = vi.fn();
    render(
      <Textarea
        aria-label="备注"
        defaultValue="牙齿"
        showCount
        maxLength={200}
        allowClear
        status="error"
        onChange={onChange}
      />,
    );
    expect(screen.getByText("2 / 200")).toBeTruthy();
    expect(box().getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(box(), "{Enter}洁白");
    expect(screen.getByText("5 / 200")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "清除" }));
    expect(box().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: "change" }));
    expect(screen.getByText("0 / 200")).toBeTruthy();
  });

  it("fits its height to the text between minRows and maxRows", () => {
    const element = document.createElement("textarea");
    let lines = 1;
    fakeLayout(element, () => lines);
    fitTextareaHeight(element, { minRows: 2, maxRows: 4 });
    expect(element.style.height).toBe("44px");
    lines = 3;
    fitTextareaHeight(element, { minRows: 2, maxRows: 4 });
    expect(element.style.height).toBe("66px");
    expect(element.style.overflowY).toBe("hidden");
    lines = 9;
    fitTextareaHeight(element, { minRows: 2, maxRows: 4 });
    expect(element.style.height).toBe("88px");
    expect(element.style.overflowY).toBe("auto");
  });

  it("auto-sizes as the user types and cannot be resized by hand then", async () => {
    render(<Textarea aria-label="备注" autoSize={{ minRows: 1, maxRows: 3 }} />);
    const element = box();
    fakeLayout(element, () => Math.max(1, element.value.split("\n").length));
    await userEvent.type(element, "a{Enter}b");
    expect(element.style.height).toBe("44px");
    expect(element.className).toContain("resize-none");
    expect(element.rows).toBe(1);
  });

  it("keeps the native rows and a vertical resize handle without autoSize", () => {
    render(<Textarea aria-label="备注" rows={4} disabled />);
    expect(box().rows).toBe(4);
    expect(box().className).toContain("resize-y");
    expect(box().disabled).toBe(true);
  });
});
