import { cleanup, render, screen } from "@testing-library/react";
import { Bell } from "lucide";
import { afterEach, describe, expect, it } from "vitest";
import { CheckIcon, createIcon, Icon, SearchIcon, TrashIcon } from ".";

afterEach(cleanup);

describe("icons", () => {
  it("are decoration by default: 1em, stroke 2, aria-hidden", () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("width")).toBe("1em");
    expect(svg.getAttribute("height")).toBe("1em");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("class")).toContain("shrink-0");
  });

  it("are named images when labelled", () => {
    render(<TrashIcon label="删除" />);
    const svg = screen.getByRole("img", { name: "删除" });
    expect(svg.hasAttribute("aria-hidden")).toBe(false);
  });

  it("take size, stroke, colour and className like lucide", () => {
    const { container } = render(
      <CheckIcon size={24} strokeWidth={3} color="currentColor" className="text-primary" />,
    );
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("width")).toBe("24");
    expect(svg.getAttribute("stroke-width")).toBe("3");
    expect(svg.getAttribute("class")).toContain("text-primary");
  });

  it("wrap any lucide icon with createIcon or <Icon icon>", () => {
    const BellIcon = createIcon(Bell, "Bell");
    const { container } = render(
      <>
        <BellIcon />
        <Icon icon={Bell} label="通知" />
      </>,
    );
    // Both draw lucide's shapes for the bell, in order, inside a 24-unit viewBox.
    for (const svg of container.querySelectorAll("svg")) {
      expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(Array.from(svg.children).map((shape) => shape.getAttribute("d"))).toEqual(
        Bell.map(([, attributes]) => attributes.d),
      );
    }
    expect(screen.getByRole("img", { name: "通知" })).toBeTruthy();
    expect(BellIcon.displayName).toBe("BellIcon");
    expect(createIcon(Bell).displayName).toBeUndefined();
  });
});
