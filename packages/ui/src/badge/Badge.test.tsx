import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Badge } from ".";

afterEach(cleanup);

describe("Badge", () => {
  it("shows the count on its child, 99+ above the overflow", () => {
    const { rerender } = render(
      <Badge count={5}>
        <span>消息</span>
      </Badge>,
    );
    expect(screen.getByText("5").tagName).toBe("SUP");
    rerender(
      <Badge count={120}>
        <span>消息</span>
      </Badge>,
    );
    expect(screen.getByText("99+")).toBeTruthy();
    rerender(<Badge count={1200} overflowCount={999} />);
    expect(screen.getByText("999+")).toBeTruthy();
  });

  it("hides zero unless showZero", () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.querySelector("sup")).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText("0")).toBeTruthy();
  });

  it("shows a dot instead of the count", () => {
    const { container } = render(
      <Badge dot count={3}>
        <span>通知</span>
      </Badge>,
    );
    expect(container.querySelector("sup")).toBeNull();
    expect(container.querySelector(".rounded-full.bg-danger")).toBeTruthy();
  });

  it("shows a status dot with text", () => {
    const { container } = render(<Badge status="success" text="已启用" />);
    expect(screen.getByText("已启用")).toBeTruthy();
    expect(container.querySelector(".bg-success")).toBeTruthy();
  });
});
