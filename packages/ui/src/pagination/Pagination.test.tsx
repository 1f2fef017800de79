import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Pagination, pageCountOf, pageItems } from ".";

afterEach(cleanup);

/** The pager written as Ant Design shows it: numbers, « and » for the 5-page jumps, [n] for the current page. */
function pager(current: number, pageCount: number) {
  return pageItems(current, pageCount)
    .map((item) =>
      item.type === "page"
        ? item.current
          ? `[${item.page}]`
          : `${item.page}`
        : item.type === "jump-prev"
          ? "«"
          : "»",
    )
    .join(" ");
}

describe("pageItems", () => {
  it("lists every page up to 7", () => {
    expect(pager(1, 0)).toBe("");
    expect(pager(1, 1)).toBe("[1]");
    expect(pager(4, 7)).toBe("1 2 3 [4] 5 6 7");
  });

  it("keeps a window of 5 with the first and last page and 5-page jumps", () => {
    expect(pager(1, 50)).toBe("[1] 2 3 4 5 » 50");
    expect(pager(3, 50)).toBe("1 2 [3] 4 5 » 50");
    expect(pager(4, 50)).toBe("1 2 3 [4] 5 6 » 50");
    expect(pager(5, 50)).toBe("1 « 3 4 [5] 6 7 » 50");
    expect(pager(25, 50)).toBe("1 « 23 24 [25] 26 27 » 50");
    expect(pager(47, 50)).toBe("1 « 45 46 [47] 48 49 50");
    expect(pager(48, 50)).toBe("1 « 46 47 [48] 49 50");
    expect(pager(50, 50)).toBe("1 « 46 47 48 49 [50]");
  });

  it("jumps 5 pages, clamped", () => {
    const items = pageItems(5, 50);
    expect(items.find((item) => item.type === "jump-prev")?.page).toBe(1);
    expect(items.find((item) => item.type === "jump-next")?.page).toBe(10);
  });

  it("counts pages", () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(101, 10)).toBe(11);
  });
});

describe("Pagination", () => {
  it("shows `a-b 共 n 条` in a labelled nav with the current page marked", () => {
    render(<Pagination total={85} defaultCurrent={2} />);
    const nav = screen.getByRole("navigation", { name: "分页" });
    expect(within(nav).getByText("11-20 共 85 条")).toBeTruthy();
    expect(screen.getByRole("button", { name: "第 2 页" }).getAttribute("aria-current")).toBe("page");
  });

  it("says 0-0 共 0 条 with nothing, and both arrows are disabled", () => {
    render(<Pagination total={0} />);
    expect(screen.getByText("0-0 共 0 条")).toBeTruthy();
    expect((screen.getByRole("button", { name: "上一页" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "下一页" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves with prev, next, a page and the 5-page jump, reporting page and size", () => {
    const onChange = vi.fn();
    render(<Pagination total={500} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    fireEvent.click(screen.getByRole("button", { name: "向后 5 页" }));
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    fireEvent.click(screen.getByRole("button", { name: "第 50 页" }));
    expect(onChange).toHaveBeenLastCalledWith(50, 10);
    expect((screen.getByRole("button", { name: "下一页" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "上一页" }));
    expect(onChange).toHaveBeenLastCalledWith(49, 10);
    expect(screen.getByText("481-490 共 500 条")).toBeTruthy();
  });

  it("changes the page size from 10/20/30, keeping the page within the new count", () => {
    const onChange = vi.fn();
    const onShowSizeChange = vi.fn();
    render(
      <Pagination total={45} defaultCurrent={5} onChange={onChange} onShowSizeChange={onShowSizeChange} />,
    );
    const select = screen.getByRole("combobox", { name: "每页条数" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(["10 条/页", "20 条/页", "30 条/页"]);
    fireEvent.change(select, { target: { value: "30" } });
    expect(onShowSizeChange).toHaveBeenCalledWith(2, 30);
    expect(onChange).toHaveBeenCalledWith(2, 30);
    expect(screen.getByText("31-45 共 45 条")).toBeTruthy();
  });

  it("jumps on Enter to the page typed, clamped, and ignores what is not a number", () => {
    const onChange = vi.fn();
    render(<Pagination total={95} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "跳转到的页码" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "4" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    expect(input.value).toBe("");
    fireEvent.change(input, { target: { value: "99" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    fireEvent.change(input, { target: { value: "abc" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("follows a controlled page", () => {
    const { rerender } = render(<Pagination total={100} current={3} />);
    expect(screen.getByRole("button", { name: "第 3 页" }).getAttribute("aria-current")).toBe("page");
    rerender(<Pagination total={100} current={7} />);
    expect(screen.getByRole("button", { name: "第 7 页" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(screen.getByRole("button", { name: "第 7 页" }).getAttribute("aria-current")).toBe("page");
  });

  it("disables everything when disabled, hides on a single page when asked", () => {
    const { container, rerender } = render(<Pagination total={100} disabled />);
    for (const button of screen.getAllByRole("button"))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("combobox") as HTMLSelectElement).disabled).toBe(true);
    rerender(<Pagination total={8} hideOnSinglePage />);
    expect(container.textContent).toBe("");
  });

  it("speaks English", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Pagination total={85} />
      </LocaleProvider>,
    );
    expect(screen.getByText("1-10 of 85 items")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next page" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "20 / page" })).toBeTruthy();
  });
});
