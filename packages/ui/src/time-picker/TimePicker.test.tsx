import { act, cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { formatTime, isCompleteTime, parseTime } from "../picker-base/time-format";
import { usePickerInput } from "../picker-base/use-picker-input";
import { TimePicker } from "./TimePicker";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("time format", () => {
  it("reads typed times leniently and rejects impossible ones", () => {
    expect(parseTime("9:5")).toEqual({ hour: 9, minute: 5, second: 0 });
    expect(parseTime(" 09:05:07 ")).toEqual({ hour: 9, minute: 5, second: 7 });
    expect(parseTime("090507")).toEqual({ hour: 9, minute: 5, second: 7 });
    expect(parseTime("0905")).toEqual({ hour: 9, minute: 5, second: 0 });
    for (const bad of ["24:00", "12:60", "12:00:60", "abc", "", "9", "1:2:3:4"])
      expect(parseTime(bad)).toBeNull();
  });

  it("formats HH:mm:ss and knows complete text", () => {
    expect(formatTime({ hour: 9, minute: 5, second: 0 })).toBe("09:05:00");
    expect(isCompleteTime("09:05:00")).toBe(true);
    expect(isCompleteTime("9:05:00")).toBe(false);
    expect(isCompleteTime("29:05:00")).toBe(false);
  });
});

describe("usePickerInput", () => {
  const parse = (text: string) => {
    const time = parseTime(text);
    return time ? formatTime(time) : null;
  };

  it("commits complete text at once, normalises on commitText, reverts invalid text, clears empty text", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      usePickerInput({ defaultValue: "09:00:00", onChange, parse, isComplete: isCompleteTime }),
    );
    act(() => result.current.setText("10:00:00"));
    expect(onChange).toHaveBeenLastCalledWith("10:00:00");
    act(() => result.current.setText("7:5"));
    expect(result.current.invalid).toBe(false);
    act(() => result.current.commitText());
    expect(result.current.text).toBe("07:05:00");
    expect(onChange).toHaveBeenLastCalledWith("07:05:00");
    act(() => result.current.setText("99:99"));
    expect(result.current.invalid).toBe(true);
    act(() => result.current.commitText());
    expect(result.current.text).toBe("07:05:00");
    expect(result.current.value).toBe("07:05:00");
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => result.current.setText(""));
    act(() => result.current.commitText());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("follows a controlled value that changes from outside", () => {
    const { result, rerender } = renderHook(
      ({ value }: { value: string | null }) => usePickerInput({ value, parse, isComplete: isCompleteTime }),
      { initialProps: { value: "09:00:00" as string | null } },
    );
    rerender({ value: "18:30:00" });
    expect(result.current.text).toBe("18:30:00");
    rerender({ value: null });
    expect(result.current.text).toBe("");
  });
});

describe("TimePicker", () => {
  it("is a labelled combobox whose panel commits the chosen time on 确定", () => {
    const onChange = vi.fn();
    render(<TimePicker aria-label="到店时间" defaultValue="09:30:00" onChange={onChange} />);
    const box = screen.getByRole("combobox", { name: "到店时间" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.getByRole("dialog", { name: "选择时间" })).toBeTruthy();
    const hours = screen.getByRole("listbox", { name: "时" });
    fireEvent.keyDown(hours, { key: "ArrowDown" });
    fireEvent.click(within(screen.getByRole("listbox", { name: "分" })).getByRole("option", { name: "45" }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onChange).toHaveBeenCalledWith("10:45:00");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reverts invalid text on blur and announces the expected format while it is invalid", () => {
    render(<TimePicker aria-label="时间" defaultValue="09:30:00" />);
    const box = screen.getByRole("combobox") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "31:00" } });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "请输入有效时间，格式 HH:mm:ss",
    );
    fireEvent.blur(box);
    expect(box.value).toBe("09:30:00");
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });

  it("speaks en-US", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <TimePicker aria-label="Time" defaultOpen defaultValue="09:30:00" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("combobox").getAttribute("placeholder")).toBe("Select time");
    for (const name of ["Hour", "Minute", "Second"])
      expect(screen.getByRole("listbox", { name })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Now" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear" })).toBeTruthy();
  });
});
