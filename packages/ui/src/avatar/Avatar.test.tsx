import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar, initialsOf } from ".";

afterEach(cleanup);

describe("initialsOf", () => {
  it("takes the last two characters of a Chinese name and the initials of a Latin one", () => {
    expect(initialsOf("张三丰")).toBe("三丰");
    expect(initialsOf("李四")).toBe("李四");
    expect(initialsOf("王")).toBe("王");
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf(" grace  brewster hopper ")).toBe("GH");
    expect(initialsOf("admin")).toBe("A");
    expect(initialsOf("  ")).toBe("");
  });
});

describe("Avatar", () => {
  it("is an image named after the person, showing initials until a picture loads", () => {
    render(<Avatar name="张三丰" src="/avatar.png" />);
    const avatar = screen.getByRole("img", { name: "张三丰" });
    expect(avatar.textContent).toBe("三丰");
  });

  it("is decorative without a name, with a generic icon", () => {
    const { container } = render(<Avatar />);
    const root = container.firstChild as HTMLElement;
    expect(root.getAttribute("aria-hidden")).toBe("true");
    expect(root.querySelector("svg")).toBeTruthy();
  });

  it("has sizes and shapes", () => {
    const { container, rerender } = render(<Avatar name="Ada" size="large" shape="square" />);
    const root = () => container.firstChild as HTMLElement;
    expect(root().style.width).toBe("40px");
    expect(root().dataset.shape).toBe("square");
    rerender(<Avatar name="Ada" size={64} />);
    expect(root().style.height).toBe("64px");
  });
});
