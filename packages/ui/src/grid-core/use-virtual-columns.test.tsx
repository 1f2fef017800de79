import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useVirtualColumns } from "./use-virtual-columns";

afterEach(cleanup);

const columns = Array.from({ length: 20 }, () => ({ width: 120 }));

/** A grid of the 20 columns showing its window's first and last columns; `renders()` counts its renders. */
function setup() {
  let renders = 0;
  function Grid() {
    const ref = useRef<HTMLDivElement>(null);
    const { window } = useVirtualColumns(ref, columns);
    renders++;
    return <div ref={ref} data-testid="grid" data-start={window.start} data-end={window.end} />;
  }
  render(<Grid />);
  return { grid: screen.getByTestId("grid"), renders: () => renders };
}

describe("useVirtualColumns", () => {
  it("renders again for a sideways scroll only, not for each vertical scroll event", () => {
    const { grid, renders } = setup();
    let scrollLeft = 0;
    Object.defineProperty(grid, "clientWidth", { value: 600 });
    Object.defineProperty(grid, "scrollLeft", { get: () => scrollLeft });
    const scroll = () => act(() => void grid.dispatchEvent(new Event("scroll")));
    scroll();
    const settled = renders();
    for (let frame = 0; frame < 5; frame++) scroll();
    expect(renders()).toBe(settled);
    scrollLeft = 1200;
    scroll();
    expect(renders()).toBe(settled + 1);
    expect(grid.getAttribute("data-start")).toBe("8");
  });

  it("does not render again when the measured grid shows the columns it guessed (a scrollbar narrower)", () => {
    const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
    // jsdom's window is 1024 wide: the first render guesses that; the grid measures a scrollbar less.
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1009 });
    try {
      const { grid, renders } = setup();
      expect(renders()).toBe(1);
      expect(grid.getAttribute("data-end")).toBe("10");
    } finally {
      if (clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", clientWidth);
    }
  });
});
