import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { InputNumber } from "./InputNumber";
import { addStep, decimalPlaces, formatNumber } from "./number-math";

afterEach(cleanup);

const spin = () => screen.getByRole("spinbutton") as HTMLInputElement;

describe("InputNumber typing (spec §5 number rule from @kanya/core)", () => {
  it("reverts keystrokes that do not keep the text a number", async () => {
    const onChange = vi.fn();
    render(<InputNumber aria-label="数量" onChange={onChange} />);
    await userEvent.type(spin(), "-1a2.5.x");
    expect(spin().value).toBe("-12.5");
    expect(onChange).toHaveBeenLastCalledWith(-12.5);
  });

  it("parses on blur to a number, or empties", async () => {
    const onChange = vi.fn();
    render(<InputNumber aria-label="数量" onChange={onChange} />);
    await userEvent.type(spin(), "12.");
    expect(spin().value).toBe("12.");
    await userEvent.tab();
    expect(spin().value).toBe("12");
    expect(onChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(spin());
    await userEvent.type(spin(), "-");
    await userEvent.tab();
    expect(spin().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("accepts full-width digits and 。 from a Chinese input method", () => {
    render(<InputNumber aria-label="数量" />);
    fireEvent.change(spin(), { target: { value: "１２。５" } });
    expect(spin().value).toBe("12.5");
  });

  it("judges nothing while an input method composes, then applies the rule", () => {
    render(<InputNumber aria-label="数量" defaultValue={3} />);
    fireEvent.compositionStart(spin());
    fireEvent.change(spin(), { target: { value: "3shu" } });
    expect(spin().value).toBe("3shu");
    spin().value = "3数";
    fireEvent.compositionEnd(spin());
    expect(spin().value).toBe("3");
  });

  it("clamps to min/max and rounds to precision on blur, firing onChange only in range while typing", async () => {
    const onChange = vi.fn();
    render(<InputNumber aria-label="折扣" min={0} max={10} precision={2} onChange={onChange} />);
    await userEvent.type(spin(), "12");
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([1]);
    await userEvent.tab();
    expect(spin().value).toBe("10.00");
    expect(onChange).toHaveBeenLastCalledWith(10);
    await userEvent.clear(spin());
    await userEvent.type(spin(), "3.14159{Enter}");
    expect(spin().value).toBe("3.14");
    expect(onChange).toHaveBeenLastCalledWith(3.14);
  });
});

describe("InputNumber stepping", () => {
  it("steps with ArrowUp/ArrowDown, Shift for 10×, within bounds", async () => {
    const onChange = vi.fn();
    render(<InputNumber aria-label="数量" defaultValue={5} min={0} max={20} onChange={onChange} />);
    spin().focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(spin().value).toBe("6");
    await userEvent.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(spin().value).toBe("16");
    await userEvent.keyboard("{PageUp}");
    expect(spin().value).toBe("20");
    await userEvent.keyboard("{ArrowDown}");
    expect(spin().value).toBe("19");
    expect(onChange).toHaveBeenLastCalledWith(19);
  });

  it("steps decimals exactly", async () => {
    render(<InputNumber aria-label="数量" defaultValue={0.1} step={0.2} />);
    spin().focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(spin().value).toBe("0.3");
    expect(addStep(0.1, 0.2, 1)).toBe(0.3);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(formatNumber(1e-7)).toBe("0.0000001");
  });

  it("starts stepping from 0 when empty, then applies bounds", async () => {
    render(<InputNumber aria-label="数量" min={1} max={9} />);
    spin().focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(spin().value).toBe("1");
  });

  it("has labelled stepper buttons out of the tab order, disabled at the bounds", async () => {
    render(<InputNumber aria-label="数量" defaultValue={9} max={10} />);
    const up = screen.getByRole("button", { name: "增加" });
    const down = screen.getByRole("button", { name: "减少" });
    expect(up.tabIndex).toBe(-1);
    await userEvent.click(up);
    expect(spin().value).toBe("10");
    expect((up as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(down);
    expect(spin().value).toBe("9");
  });

  it("exposes spinbutton semantics", () => {
    render(<InputNumber aria-label="数量" defaultValue={3} min={0} max={10} />);
    expect(spin().getAttribute("aria-valuemin")).toBe("0");
    expect(spin().getAttribute("aria-valuemax")).toBe("10");
    expect(spin().getAttribute("aria-valuenow")).toBe("3");
    expect(spin().getAttribute("inputmode")).toBe("decimal");
  });

  it("does not step when read-only or disabled, and hides the steppers", async () => {
    const { rerender } = render(<InputNumber aria-label="数量" defaultValue={3} readOnly />);
    spin().focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(spin().value).toBe("3");
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<InputNumber aria-label="数量" defaultValue={3} disabled />);
    expect(spin().disabled).toBe(true);
  });

  it("labels the steppers from the locale", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <InputNumber aria-label="qty" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Increase" })).toBeTruthy();
  });
});

describe("InputNumber controlled", () => {
  it("follows the value from outside but keeps a text that already spells it", async () => {
    let setOutside: (value: number | null) => void = () => {};
    function Controlled() {
      const [value, setValue] = useState<number | null>(1);
      setOutside = setValue;
      return <InputNumber aria-label="数量" value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    await userEvent.clear(spin());
    await userEvent.type(spin(), "2.");
    expect(spin().value).toBe("2.");
    act(() => setOutside(7));
    expect(spin().value).toBe("7");
    act(() => setOutside(null));
    expect(spin().value).toBe("");
  });
});
