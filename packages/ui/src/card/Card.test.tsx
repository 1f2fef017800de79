import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Card } from ".";

afterEach(cleanup);

describe("Card", () => {
  it("is a group named by its title, with extra, body and actions", () => {
    render(
      <Card
        title="今日预约"
        extra={<a href="/more">更多</a>}
        actions={[<span key="a">编辑</span>, <span key="b">删除</span>]}
      >
        <p>共 12 位</p>
      </Card>,
    );
    const card = screen.getByRole("group", { name: "今日预约" });
    expect(card.textContent).toContain("共 12 位");
    expect(screen.getByRole("link", { name: "更多" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows a skeleton instead of the body while loading", () => {
    const { rerender } = render(
      <Card title="统计" loading>
        <p>内容</p>
      </Card>,
    );
    expect(screen.queryByText("内容")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("加载中");
    rerender(
      <Card title="统计">
        <p>内容</p>
      </Card>,
    );
    expect(screen.getByText("内容")).toBeTruthy();
  });

  it("has no header and no group role without a title", () => {
    const { container } = render(<Card bordered={false}>正文</Card>);
    expect(screen.queryByRole("group")).toBeNull();
    expect((container.firstChild as HTMLElement).className).toContain("border-transparent");
  });
});
