import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";
import { CheckboxGroup } from "./CheckboxGroup";

afterEach(cleanup);

describe("Checkbox", () => {
  it("toggles by click on the box or the label, and by Space", async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>记住我</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "记住我" });
    await userEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByText("记住我"));
    expect(box.getAttribute("aria-checked")).toBe("false");
    box.focus();
    await userEvent.keyboard(" ");
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([true, false, true]);
  });

  it("shows the mixed state when indeterminate, and a click ticks it", async () => {
    const onChange = vi.fn();
    render(
      <Checkbox indeterminate onChange={onChange}>
        全选
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "全选" });
    expect(box.getAttribute("aria-checked")).toBe("mixed");
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("is controlled by checked", async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <Checkbox checked={checked} onChange={setChecked}>
          同意
        </Checkbox>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole("checkbox");
    await userEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("false");
  });

  it("ignores clicks when disabled", async () => {
    const onChange = vi.fn();
    render(
      <Checkbox disabled onChange={onChange}>
        不可用
      </Checkbox>,
    );
    await userEvent.click(screen.getByText("不可用"));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole("checkbox") as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("CheckboxGroup", () => {
  const options = [
    { value: "a", label: "洗牙" },
    { value: "b", label: "补牙" },
    { value: "c", label: "拔牙", disabled: true },
  ];

  it("keeps values in the options' order, whatever the click order", async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup aria-label="项目" options={options} onChange={onChange} />);
    expect(screen.getByRole("group", { name: "项目" })).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "补牙" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "洗牙" }));
    expect(onChange).toHaveBeenLastCalledWith(["a", "b"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "拔牙" }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("takes Checkbox children and a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(["y"]);
      return (
        <>
          <CheckboxGroup aria-label="选项" value={value} onChange={setValue}>
            <Checkbox value="x">甲</Checkbox>
            <Checkbox value="y">乙</Checkbox>
          </CheckboxGroup>
          <output>{value.join(",")}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("checkbox", { name: "乙" }).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByRole("checkbox", { name: "甲" }));
    expect(screen.getByRole("status").textContent).toBe("y,x");
  });

  it("disables every checkbox when disabled", () => {
    render(<CheckboxGroup aria-label="项目" options={options} disabled defaultValue={["a"]} />);
    for (const box of screen.getAllByRole("checkbox")) expect((box as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("checkbox", { name: "洗牙" }).getAttribute("aria-checked")).toBe("true");
  });
});
