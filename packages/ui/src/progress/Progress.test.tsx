import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Progress, useProgress } from ".";

afterEach(cleanup);

describe("useProgress", () => {
  it("clamps and reads 100 % as success unless told", () => {
    const read = (percent: number, status?: "exception") => {
      let result: ReturnType<typeof useProgress> | undefined;
      function Probe() {
        result = useProgress({ percent, status });
        return null;
      }
      render(<Probe />);
      return result;
    };
    expect(read(-5)).toEqual({ percent: 0, status: "normal" });
    expect(read(150)).toEqual({ percent: 100, status: "success" });
    expect(read(Number.NaN)).toEqual({ percent: 0, status: "normal" });
    expect(read(100, "exception")).toEqual({ percent: 100, status: "exception" });
  });
});

describe("Progress", () => {
  it("is a named progressbar with its value", () => {
    render(<Progress percent={30} />);
    const bar = screen.getByRole("progressbar", { name: "进度" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("30%");
    expect(screen.getByText("30%")).toBeTruthy();
  });

  it("uses a string from format as the value text", () => {
    render(<Progress percent={50} format={() => "5/10 步"} aria-label="上传" />);
    const bar = screen.getByRole("progressbar", { name: "上传" });
    expect(bar.getAttribute("aria-valuetext")).toBe("5/10 步");
  });

  it("draws a circle with the same semantics", () => {
    const { container } = render(<Progress type="circle" percent={75} width={80} />);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("75");
    expect(bar.style.width).toBe("80px");
    expect(container.querySelectorAll("circle")).toHaveLength(2);
  });

  it("shows an icon instead of the number on success and exception", () => {
    const { rerender } = render(<Progress percent={100} />);
    expect(screen.getByRole("progressbar").dataset.status).toBe("success");
    expect(screen.queryByText("100%")).toBeNull();
    rerender(<Progress percent={40} status="exception" />);
    expect(screen.getByRole("progressbar").dataset.status).toBe("exception");
    expect(screen.queryByText("40%")).toBeNull();
  });

  it("stops the active sheen for reduced motion", () => {
    const { container } = render(<Progress percent={40} status="active" />);
    expect(container.querySelector(".animate-progress-active")?.className).toContain("motion-reduce:hidden");
  });
});
