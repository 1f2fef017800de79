import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Skeleton } from ".";

afterEach(cleanup);

const bars = (container: HTMLElement) => container.querySelectorAll("span.bg-fill-hover");

describe("Skeleton", () => {
  it("is busy, announced once, with a title and 3 rows by default", () => {
    const { container } = render(<Skeleton />);
    expect(screen.getByRole("status").textContent).toBe("加载中");
    expect((container.firstChild as HTMLElement).getAttribute("aria-busy")).toBe("true");
    expect(bars(container)).toHaveLength(4);
  });

  it("has 2 rows beside an avatar and a title, or the rows asked for", () => {
    const { container, rerender } = render(<Skeleton avatar />);
    expect(bars(container)).toHaveLength(1 + 1 + 2);
    rerender(<Skeleton title={false} paragraph={{ rows: 5, width: ["100%", 200] }} />);
    const shapes = bars(container);
    expect(shapes).toHaveLength(5);
    expect((shapes[1] as HTMLElement).style.width).toBe("200px");
  });

  it("pulses only when active, and never for reduced motion", () => {
    const { container, rerender } = render(<Skeleton />);
    expect(container.querySelector(".animate-pulse")).toBeNull();
    rerender(<Skeleton active />);
    expect(container.querySelector(".animate-pulse")?.className).toContain("motion-reduce:animate-none");
  });

  it("shows the content once loading is false", () => {
    render(
      <Skeleton loading={false}>
        <p>已加载</p>
      </Skeleton>,
    );
    expect(screen.getByText("已加载")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
