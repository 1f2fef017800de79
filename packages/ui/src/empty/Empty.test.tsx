import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Empty } from ".";

afterEach(cleanup);

describe("Empty", () => {
  it("says 暂无数据 under a decorative picture", () => {
    const { container } = render(<Empty />);
    expect(screen.getByText("暂无数据")).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("takes a custom description, none, or no picture, and shows actions", () => {
    const { container, rerender } = render(
      <Empty description="还没有订单">
        <button type="button">新建订单</button>
      </Empty>,
    );
    expect(screen.getByText("还没有订单")).toBeTruthy();
    expect(screen.getByRole("button", { name: "新建订单" })).toBeTruthy();
    rerender(<Empty description={false} image={null} />);
    expect(container.textContent).toBe("");
    expect(container.querySelector("svg")).toBeNull();
  });

  it("has a small variant and English text", () => {
    const { container } = render(
      <LocaleProvider catalog={enUS}>
        <Empty size="small" />
      </LocaleProvider>,
    );
    expect(screen.getByText("No data")).toBeTruthy();
    expect((container.firstChild as HTMLElement).dataset.size).toBe("small");
  });
});
