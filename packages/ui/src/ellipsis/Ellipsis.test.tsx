import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Ellipsis } from ".";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no ResizeObserver; the tooltip's positioning asks for one. */
function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

describe("Ellipsis", () => {
  it("leaves text within 25 columns alone", () => {
    const { container } = render(<Ellipsis text={"张".repeat(12)} />);
    expect(container.textContent).toBe("张".repeat(12));
    expect(container.querySelector("[tabindex]")).toBeNull();
  });

  it("cuts at 25 columns, a Chinese character counting 2, and keeps the full text for screen readers", () => {
    const text = "北京市朝阳区建国路八十八号现代城五号楼";
    render(<Ellipsis text={text} />);
    const visible = screen.getByText("北京市朝阳区建国路八十八…");
    expect(visible.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText(text).className).toContain("sr-only");
  });

  it("shows the full text in a tooltip on keyboard focus", async () => {
    // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
    stubResizeObserver();
    const text = "a".repeat(30);
    render(<Ellipsis text={text} length={10} />);
    const trigger = screen.getByText(`${"a".repeat(10)}…`).parentElement as HTMLElement;
    expect(trigger.tabIndex).toBe(0);
    await act(async () => {
      fireEvent.focus(trigger);
    });
    expect(screen.getByRole("tooltip").textContent).toBe(text);
  });

  it("falls back to a title without the tooltip", () => {
    render(<Ellipsis text={"b".repeat(30)} tooltip={false} />);
    const shown = screen.getByText(`${"b".repeat(25)}…`).parentElement as HTMLElement;
    expect(shown.title).toBe("b".repeat(30));
    expect(shown.hasAttribute("tabindex")).toBe(false);
  });

  it("cuts to the length first when lines mode is given one, with the tooltip and the full text for readers", async () => {
    stubResizeObserver();
    const text = "北京市朝阳区第一人民医院口腔科专家门诊部";
    render(<Ellipsis text={text} length={25} lines={1} />);
    const shown = screen.getByText(`${text.slice(0, 12)}…`);
    expect(shown.getAttribute("aria-hidden")).toBe("true");
    const clamped = shown.parentElement as HTMLElement;
    expect(clamped.className).toContain("line-clamp-(--kanya-lines)");
    expect(clamped.style.getPropertyValue("--kanya-lines")).toBe("1");
    expect(clamped.querySelector(".sr-only")?.textContent).toBe(text);
    // Cut by length, so the tooltip applies even where the width would not cut (jsdom has no layout).
    expect(clamped.getAttribute("tabindex")).toBe("0");
    await act(async () => {
      fireEvent.focus(clamped);
    });
    expect(screen.getByRole("tooltip").textContent).toBe(text);
  });

  it("keeps a text within the length whole in lines mode", () => {
    render(<Ellipsis text="北京康泰中心医院" length={25} lines={1} />);
    const shown = screen.getByText("北京康泰中心医院");
    expect(shown.className).toContain("line-clamp-(--kanya-lines)");
    expect(shown.hasAttribute("tabindex")).toBe(false);
  });

  it("measures on demand when the caller owns focus (a table cell): no observer, the title once the pointer comes", () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const text = "上海分公司/市场部";
    const { rerender } = render(<Ellipsis text={text} lines={1} tooltip={false} tabIndex={-1} />);
    const shown = screen.getByText(text);
    expect(observed).toEqual([]);
    expect(shown.hasAttribute("title")).toBe(false);
    // jsdom lays nothing out: the text is two lines in a one-line box.
    Object.defineProperty(shown, "scrollHeight", { value: 44 });
    Object.defineProperty(shown, "clientHeight", { value: 22 });
    fireEvent.pointerEnter(shown);
    expect(shown.title).toBe(text);
    // Without a tabIndex, its focusability depends on the overflow: watched from the start.
    rerender(<Ellipsis text={text} lines={1} tooltip={false} />);
    expect(observed).toEqual([screen.getByText(text)]);
  });

  it("clamps lines with CSS in lines mode, keeping the whole text in the DOM", () => {
    const text = "很长的备注".repeat(20);
    render(<Ellipsis text={text} lines={2} />);
    const shown = screen.getByText(text);
    expect(shown.className).toContain("line-clamp-(--kanya-lines)");
    expect(shown.style.getPropertyValue("--kanya-lines")).toBe("2");
  });
});
