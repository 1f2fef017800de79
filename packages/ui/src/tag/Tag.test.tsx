import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Tag } from ".";

afterEach(cleanup);

describe("Tag", () => {
  it("takes its colours from tokens", () => {
    render(
      <>
        <Tag>默认</Tag>
        <Tag color="success">已完成</Tag>
        <Tag color="danger">已取消</Tag>
      </>,
    );
    expect(screen.getByText("默认").parentElement?.className).toContain("bg-fill-alter");
    expect(screen.getByText("已完成").parentElement?.className).toContain("text-success-text");
    expect(screen.getByText("已取消").parentElement?.className).toContain("text-danger-text");
  });

  it("takes a custom colour through a CSS variable", () => {
    render(<Tag color="#722ed1">紫色</Tag>);
    const tag = screen.getByText("紫色").parentElement as HTMLElement;
    expect(tag.dataset.color).toBe("custom");
    expect(tag.style.getPropertyValue("--kanya-tag-color")).toBe("#722ed1");
  });

  it("closes with a labelled button", () => {
    const onClose = vi.fn();
    render(
      <Tag closable onClose={onClose}>
        VIP
      </Tag>,
    );
    fireEvent.click(screen.getByRole("button", { name: "关闭标签 VIP" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("VIP")).toBeNull();
  });

  it("stays when onClose prevents the default", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <Tag closable onClose={(event) => event.preventDefault()}>
          <b>Pinned</b>
        </Tag>
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove tag" }));
    expect(screen.getByText("Pinned")).toBeTruthy();
  });
});
