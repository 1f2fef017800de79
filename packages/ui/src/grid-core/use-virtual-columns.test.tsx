import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useVirtualColumns } from "./use-virtual-columns";

afterEach(cleanup);

const columns = Array.from({ length: 20 }, () => ({ width: 120 }));

describe("useVirtualColumns", () => {
  it("renders again for a sideways scroll only, not for each vertical scroll event", () => {
    let renders = 0;
    function Grid() {
      const ref = useRef<HTMLDivElement>(null);
      const { window } = useVirtualColumns(ref, columns);
      renders++;
      return <div ref={ref} data-testid="grid" data-start={window.start} />;
    }
    const { getByTestId } = render(<Grid />);
    const grid = getByTestId("grid");
    let scrollLeft = 0;
    Object.defineProperty(grid, "clientWidth", { value: 600 });
    Object.defineProperty(grid, "scrollLeft", { get: () => scrollLeft });
    const scroll = () => act(() => void grid.dispatchEvent(new Event("scroll")));
    scroll();
    const settled = renders;
    for (let frame = 0; frame < 5; frame++) scroll();
    expect(renders).toBe(settled);
    scrollLeft = 1200;
    scroll();
    expect(renders).toBe(settled + 1);
    expect(grid.getAttribute("data-start")).toBe("8");
  });
});
