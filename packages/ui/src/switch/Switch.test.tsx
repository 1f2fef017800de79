import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { Switch } from "./Switch";

afterEach(cleanup);

const toggle = () => screen.getByRole("switch");

describe("Switch (spec §9: values Y or N)", () => {
  it("stores N, then Y, by default", async () => {
    const onChange = vi.fn();
    const { container } = render(<Switch aria-label="启用" name="status" onChange={onChange} />);
    const hidden = () => (container.querySelector('input[name="status"]') as HTMLInputElement).value;
    expect(toggle().getAttribute("aria-checked")).toBe("false");
    expect(hidden()).toBe("N");
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenLastCalledWith("Y", true);
    expect(hidden()).toBe("Y");
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith("N", false);
  });

  it("reads Y as on, anything else as off", () => {
    const { rerender } = render(<Switch aria-label="启用" value="Y" />);
    expect(toggle().getAttribute("aria-checked")).toBe("true");
    rerender(<Switch aria-label="启用" value="?" />);
    expect(toggle().getAttribute("aria-checked")).toBe("false");
  });

  it("takes another pair of values", async () => {
    const onChange = vi.fn();
    render(
      <Switch aria-label="启用" checkedValue={1} uncheckedValue={0} defaultValue={1} onChange={onChange} />,
    );
    expect(toggle().getAttribute("aria-checked")).toBe("true");
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenCalledWith(0, false);
  });

  it("is controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState("Y");
      return (
        <>
          <Switch aria-label="启用" value={value} onChange={setValue} checkedLabel="开" uncheckedLabel="关" />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText("开")).toBeTruthy();
    await userEvent.click(toggle());
    expect(screen.getByRole("status").textContent).toBe("N");
    expect(screen.getByText("关")).toBeTruthy();
    // The track text is decoration; the switch keeps its own name.
    expect(screen.getByRole("switch", { name: "启用" })).toBeTruthy();
  });

  it("ignores clicks while loading or disabled, and says it is busy", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <LocaleProvider catalog={enUS}>
        <Switch aria-labelledby="l" loading onChange={onChange} />
        <span id="l">Enabled</span>
      </LocaleProvider>,
    );
    expect(toggle().getAttribute("aria-busy")).toBe("true");
    expect(toggle().textContent).toContain("Loading");
    await userEvent.click(toggle());
    rerender(<Switch aria-label="启用" disabled onChange={onChange} />);
    await userEvent.click(toggle());
    expect(onChange).not.toHaveBeenCalled();
  });
});
