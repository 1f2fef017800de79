import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Radio } from "./Radio";
import { RadioGroup } from "./RadioGroup";

afterEach(cleanup);

const options = [
  { value: "L", label: "一般" },
  { value: "M", label: "重要" },
  { value: "H", label: "紧急", disabled: true },
];

describe("RadioGroup", () => {
  it("chooses by click on the label, and by arrow keys (one Tab stop)", async () => {
    const onChange = vi.fn();
    render(<RadioGroup aria-label="优先级" options={options} onChange={onChange} />);
    expect(screen.getByRole("radiogroup", { name: "优先级" })).toBeTruthy();
    await userEvent.click(screen.getByText("一般"));
    expect(onChange).toHaveBeenLastCalledWith("L");
    // jsdom does not move focus on a label click; a browser does (see the stories).
    screen.getByRole("radio", { name: "一般" }).focus();
    // Radix moves focus on the next tick and chooses on focus while an arrow key is down, so hold it.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("M"));
    await userEvent.keyboard("{/ArrowRight}");
    expect(screen.getByRole("radio", { name: "重要" }).getAttribute("aria-checked")).toBe("true");
  });

  it("skips disabled options", async () => {
    const onChange = vi.fn();
    render(<RadioGroup aria-label="优先级" options={options} onChange={onChange} defaultValue="M" />);
    await userEvent.click(screen.getByRole("radio", { name: "紧急" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("draws button radios, still radios", async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        aria-label="视图"
        options={options}
        optionType="button"
        buttonStyle="solid"
        onChange={onChange}
      />,
    );
    const button = screen.getByRole("radio", { name: "重要" });
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith("M");
    expect(button.className).toContain("bg-primary-solid");
  });

  it("takes Radio children", async () => {
    render(
      <RadioGroup aria-label="性别" defaultValue="2">
        <Radio value="1">男</Radio>
        <Radio value="2">女</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole("radio", { name: "女" }).getAttribute("aria-checked")).toBe("true");
  });

  it("disables every radio when disabled", () => {
    render(<RadioGroup aria-label="优先级" options={options} disabled />);
    for (const radio of screen.getAllByRole("radio"))
      expect((radio as HTMLButtonElement).disabled).toBe(true);
  });
});
