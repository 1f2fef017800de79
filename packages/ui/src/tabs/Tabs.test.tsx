import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Tabs } from "./Tabs";
import { tabKeyTarget } from "./tab-keys";
import { neighbourKey, revealInScroller, type TabItem, tabTitle, useTabs } from "./use-tabs";

afterEach(cleanup);

const items: TabItem[] = [
  { key: "a", label: "甲" },
  { key: "b", label: "乙" },
  { key: "c", label: "丙", disabled: true },
  { key: "d", label: "丁" },
];

describe("neighbourKey", () => {
  it("prefers the next enabled tab, then the previous one", () => {
    expect(neighbourKey(items, "b")).toBe("d");
    expect(neighbourKey(items, "d")).toBe("b");
    expect(neighbourKey([{ key: "x", label: "x" }], "x")).toBeUndefined();
    expect(neighbourKey(items, "zz")).toBeUndefined();
  });
});

describe("tabTitle", () => {
  it("uses title, else a text label, else the key", () => {
    expect(tabTitle({ key: "k", label: "文字" })).toBe("文字");
    expect(tabTitle({ key: "k", label: <b>粗</b>, title: "粗体" })).toBe("粗体");
    expect(tabTitle({ key: "k", label: <b>粗</b> })).toBe("k");
  });
});

describe("revealInScroller", () => {
  /** An element whose box spans `left`..`right` on screen. */
  const boxed = (left: number, right: number) => {
    const element = document.createElement("div");
    element.getBoundingClientRect = () => ({ left, right }) as DOMRect;
    return element;
  };

  it("scrolls the bar just enough to show a tab past either edge, and never the page", () => {
    const scrollIntoView = vi.fn();
    const scroller = boxed(0, 300);
    scroller.scrollLeft = 100;
    const right = Object.assign(boxed(280, 340), { scrollIntoView });
    revealInScroller(scroller, right);
    expect(scroller.scrollLeft).toBe(140);
    revealInScroller(scroller, boxed(-30, 20));
    expect(scroller.scrollLeft).toBe(110);
    revealInScroller(scroller, boxed(50, 120));
    expect(scroller.scrollLeft).toBe(110);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe("useTabs", () => {
  it("starts on the first enabled tab and moves to the neighbour when the active one closes", () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    const { result } = renderHook(() => useTabs({ items, onChange, onClose, closable: true }));
    expect(result.current.activeKey).toBe("a");
    act(() => result.current.close("a"));
    expect(result.current.activeKey).toBe("b");
    expect(onChange).toHaveBeenCalledWith("b");
    expect(onClose).toHaveBeenCalledWith("a");
  });

  it("never offers to close a disabled tab or one marked closable: false", () => {
    const { result } = renderHook(() =>
      useTabs({ items: [...items, { key: "home", label: "首页", closable: false }], closable: true }),
    );
    expect(result.current.isClosable(items[1] as TabItem)).toBe(true);
    expect(result.current.isClosable(items[2] as TabItem)).toBe(false);
    expect(result.current.isClosable({ key: "home", label: "首页", closable: false })).toBe(false);
  });
});

function Closable() {
  const [tabs, setTabs] = useState<TabItem[]>([
    { key: "home", label: "首页", closable: false, children: "首页内容" },
    { key: "x", label: "患者", children: "患者内容" },
    { key: "y", label: "预约", children: "预约内容" },
  ]);
  return (
    <Tabs
      type="card"
      closable
      defaultActiveKey="x"
      items={tabs}
      onClose={(key) => setTabs((all) => all.filter((tab) => tab.key !== key))}
    />
  );
}

describe("tabKeyTarget", () => {
  const press = (key: string, modifiers: { ctrlKey?: boolean } = {}) => ({
    key,
    altKey: false,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: false,
    shiftKey: false,
  });

  it("steps over disabled tabs and wraps round at either end", () => {
    expect(tabKeyTarget(items, "b", press("ArrowRight"))).toBe("d");
    expect(tabKeyTarget(items, "d", press("ArrowRight"))).toBe("a");
    expect(tabKeyTarget(items, "a", press("ArrowLeft"))).toBe("d");
    expect(tabKeyTarget(items, "d", press("ArrowLeft"))).toBe("b");
  });

  it("jumps to the first and last enabled tab, and leaves other keys and modified presses alone", () => {
    expect(tabKeyTarget(items, "b", press("Home"))).toBe("a");
    expect(tabKeyTarget(items, "a", press("End"))).toBe("d");
    expect(tabKeyTarget(items, "a", press("PageDown"))).toBe("d");
    expect(tabKeyTarget(items, "a", press("ArrowDown"))).toBeUndefined();
    expect(tabKeyTarget(items, "a", press("ArrowRight", { ctrlKey: true }))).toBeUndefined();
  });
});

describe("Tabs", () => {
  it("links each tab to its panel and moves focus and selection with the arrow keys", () => {
    render(<Tabs items={items.map((item) => ({ ...item, children: `${item.label}内容` }))} />);
    const first = screen.getByRole("tab", { name: "甲" });
    const panel = screen.getByRole("tabpanel");
    expect(first.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(first.id);
    expect(screen.getByRole("tab", { name: "乙" }).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    const last = screen.getByRole("tab", { name: "丁" });
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute("aria-selected")).toBe("true");
    expect(last.getAttribute("data-state")).toBe("active");
    expect(screen.getByRole("tabpanel").textContent).toBe("丁内容");
  });

  it("does not select a tab on a secondary-button press (its context menu opens instead)", () => {
    render(<Tabs items={items} />);
    fireEvent.mouseDown(screen.getByRole("tab", { name: "乙" }), { button: 2 });
    expect(screen.getByRole("tab", { name: "甲" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the active panel and switches on click", () => {
    render(
      <Tabs items={items.map((item) => ({ ...item, children: `${item.label}内容` }))} aria-label="档案" />,
    );
    expect(screen.getByRole("tablist", { name: "档案" })).toBeTruthy();
    expect(screen.getByRole("tabpanel").textContent).toBe("甲内容");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "乙" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("乙内容");
  });

  it("labels close buttons from the catalog, keeps them out of the tab list, and closes with Delete", () => {
    render(<Closable />);
    const close = screen.getByRole("button", { name: "关闭 患者" });
    expect(screen.getByRole("tablist").contains(close)).toBe(false);
    expect(screen.queryByRole("button", { name: "关闭 首页" })).toBeNull();
    const tab = screen.getByRole("tab", { name: "患者" });
    expect(tab.getAttribute("aria-keyshortcuts")).toBe("Delete");
    tab.focus();
    fireEvent.keyDown(tab, { key: "Delete" });
    expect(screen.queryByRole("tab", { name: "患者" })).toBeNull();
    expect(screen.getByRole("tab", { name: "预约" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "预约" }));
    fireEvent.click(screen.getByRole("button", { name: "关闭 预约" }));
    expect(screen.getAllByRole("tab").map((node) => node.textContent)).toEqual(["首页"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("首页内容");
  });

  it("speaks the catalog's language", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Tabs closable items={[{ key: "a", label: "Orders" }]} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Close Orders" })).toBeTruthy();
  });

  it("keeps visited panels mounted when asked", () => {
    render(
      <Tabs
        keepMounted
        items={[
          { key: "a", label: "甲", children: <input aria-label="备注" /> },
          { key: "b", label: "乙", children: "乙内容" },
        ]}
      />,
    );
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "保留" } });
    fireEvent.mouseDown(screen.getByRole("tab", { name: "乙" }));
    const hidden = screen.getByDisplayValue("保留");
    expect(hidden.closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);
  });
});
