import { act, cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCatalog, enUS, formatMessage, LocaleProvider, zhCN } from "../locale";
import { calendarNames } from "./calendar-names";
import { DatePicker } from "./DatePicker";
import { DateTimePicker } from "./DateTimePicker";
import { formatDateValue, isCompleteDateText, parseDateText } from "./date-format";
import { useCalendar } from "./use-calendar";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's popper measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const NOW = new Date(2024, 4, 15, 9, 30, 0);
const ymd = (date: Date | null) => (date ? formatDateValue(date, "date") : null);

describe("date format", () => {
  it("reads typed dates leniently and rejects impossible ones", () => {
    for (const text of ["2024-5-1", "2024/05/01", "2024.5.1", "20240501", " 2024-05-01 "])
      expect(ymd(parseDateText(text, "date"))).toBe("2024-05-01");
    for (const bad of ["2024-02-30", "2023-02-29", "24-5-1", "2024-13-01", "abc", "", "2024-05-01 10:00"])
      expect(parseDateText(bad, "date")).toBeNull();
    expect(ymd(parseDateText("2024-02-29", "date"))).toBe("2024-02-29");
  });

  it("reads date-times with an optional time", () => {
    const read = (text: string) => {
      const date = parseDateText(text, "datetime");
      return date ? formatDateValue(date, "datetime") : null;
    };
    expect(read("2024-5-1")).toBe("2024-05-01 00:00:00");
    expect(read("2024-05-01 9:5")).toBe("2024-05-01 09:05:00");
    expect(read("2024-05-01T09:05:07")).toBe("2024-05-01 09:05:07");
    expect(read("2024-05-01 25:00")).toBeNull();
    expect(read("2024-05-01 09:00 extra")).toBeNull();
  });

  it("knows complete text", () => {
    expect(isCompleteDateText("2024-05-01", "date")).toBe(true);
    expect(isCompleteDateText("2024-5-01", "date")).toBe(false);
    expect(isCompleteDateText("2024-05-01 09:00:00", "datetime")).toBe(true);
    expect(isCompleteDateText("2024-05-01 09:00", "datetime")).toBe(false);
  });
});

describe("calendarNames", () => {
  const namesOf = (messages: object) =>
    calendarNames({
      t: (key, vars) => formatMessage((messages as Record<string, string | undefined>)[key] ?? key, vars),
    });
  const wednesday = new Date(2024, 4, 15);

  it("names days and months from the catalog: Monday first in zh-CN, Sunday in en-US", () => {
    const zh = namesOf(zhCN.messages);
    expect([zh.weekStartsOn, zh.month(wednesday), zh.day(wednesday)]).toEqual([
      1,
      "2024年5月",
      "2024年5月15日 星期三",
    ]);
    expect([zh.weekday(wednesday), zh.weekdayShort(wednesday)]).toEqual(["星期三", "三"]);
    const en = namesOf(enUS.messages);
    expect([en.weekStartsOn, en.month(wednesday), en.day(wednesday)]).toEqual([
      0,
      "May 2024",
      "Wednesday, May 15, 2024",
    ]);
    expect(en.weekdayShort(new Date(2024, 4, 12))).toBe("Su");
  });

  it("survives a thin or broken catalog: numbers instead of names, Monday first", () => {
    const names = namesOf({
      "datePicker.weekStartsOn": "9",
      "datePicker.months": "Jan",
      "datePicker.monthTitle": "{monthName}/{year}",
    });
    expect(names.weekStartsOn).toBe(1);
    expect(names.month(wednesday)).toBe("5/2024");
    expect(names.weekdayShort(wednesday)).toBe("3");
  });

  it("lets an app add a language with its own calendar names", () => {
    const deDE = createCatalog(
      enUS,
      {
        "datePicker.weekStartsOn": "1",
        "datePicker.weekdays": "Sonntag,Montag,Dienstag,Mittwoch,Donnerstag,Freitag,Samstag",
        "datePicker.weekdaysShort": "So,Mo,Di,Mi,Do,Fr,Sa",
        "datePicker.months":
          "Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember",
        "datePicker.monthTitle": "{monthName} {year}",
        "datePicker.dayLabel": "{weekday}, {day}. {monthName} {year}",
      },
      { locale: "de-DE" },
    );
    render(
      <LocaleProvider catalog={deDE}>
        <DatePicker aria-label="Datum" now={NOW} defaultOpen />
      </LocaleProvider>,
    );
    expect(screen.getByRole("grid", { name: "Mai 2024" })).toBeTruthy();
    expect(Array.from(document.querySelectorAll("th")).map((th) => th.textContent)[0]).toBe("Mo");
    expect(screen.getByRole("button", { name: "Mittwoch, 15. Mai 2024" })).toBeTruthy();
  });
});

describe("useCalendar", () => {
  const keyDown = (key: string, shiftKey = false) =>
    ({ key, shiftKey, preventDefault: () => {} }) as unknown as React.KeyboardEvent;

  it("lays out six weeks from the week start (Monday by default)", () => {
    const zh = renderHook(() => useCalendar({ selected: null, today: NOW, onSelect: () => {} }));
    expect(ymd(zh.result.current.weeks[0]?.[0] ?? null)).toBe("2024-04-29");
    expect(zh.result.current.weeks).toHaveLength(6);
    const en = renderHook(() =>
      useCalendar({ selected: null, today: NOW, weekStartsOn: 0, onSelect: () => {} }),
    );
    expect(ymd(en.result.current.weeks[0]?.[0] ?? null)).toBe("2024-04-28");
  });

  it("moves by day, week, month, year and to the week's ends", () => {
    const { result } = renderHook(() => useCalendar({ selected: NOW, today: NOW, onSelect: () => {} }));
    const press = (key: string, shift = false) =>
      act(() => result.current.onGridKeyDown(keyDown(key, shift)));
    press("ArrowRight");
    expect(ymd(result.current.focused)).toBe("2024-05-16");
    press("ArrowDown");
    expect(ymd(result.current.focused)).toBe("2024-05-23");
    press("PageDown");
    expect(ymd(result.current.focused)).toBe("2024-06-23");
    press("PageUp", true);
    expect(ymd(result.current.focused)).toBe("2023-06-23");
    press("Home");
    expect(ymd(result.current.focused)).toBe("2023-06-19");
    press("End");
    expect(ymd(result.current.focused)).toBe("2023-06-25");
    press("ArrowUp");
    press("ArrowLeft");
    expect(ymd(result.current.focused)).toBe("2023-06-17");
    expect(result.current.moveFocus.current).toBe(true);
  });

  it("refuses disabled days", () => {
    const onSelect = vi.fn();
    const { result } = renderHook(() =>
      useCalendar({ selected: null, today: NOW, onSelect, disabledDate: (date) => date.getDate() === 1 }),
    );
    act(() => result.current.select(new Date(2024, 4, 1)));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => result.current.select(new Date(2024, 4, 2)));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe("DatePicker", () => {
  it("chooses a day with the keyboard and returns YYYY-MM-DD", () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="日期" now={NOW} defaultValue="2024-05-15" onChange={onChange} />);
    const box = screen.getByRole("combobox", { name: "日期" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.getByRole("grid", { name: "2024年5月" })).toBeTruthy();
    const grid = screen.getByRole("grid");
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    fireEvent.click(screen.getByRole("button", { name: "2024年5月16日 星期四" }));
    expect(onChange).toHaveBeenCalledWith("2024-05-16");
    expect((box as HTMLInputElement).value).toBe("2024-05-16");
  });

  it("keeps the last valid value when invalid or disabled text is typed", () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        aria-label="日期"
        now={NOW}
        defaultValue="2024-05-15"
        onChange={onChange}
        disabledDate={(date) => date.getDay() === 0}
      />,
    );
    const box = screen.getByRole("combobox") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "2024-05-19" } });
    fireEvent.blur(box);
    expect(box.value).toBe("2024-05-15");
    fireEvent.change(box, { target: { value: "hello" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(box.value).toBe("2024-05-15");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("marks today, offers 今天, and speaks en-US with Sunday first", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <DatePicker aria-label="Date" now={NOW} defaultOpen />
      </LocaleProvider>,
    );
    expect(screen.getByRole("grid", { name: "May 2024" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Wednesday, May 15, 2024" }).getAttribute("aria-current")).toBe(
      "date",
    );
    expect(Array.from(document.querySelectorAll("th")).map((th) => th.textContent)[0]).toBe("Su");
    expect(screen.getByRole("button", { name: "Today" })).toBeTruthy();
  });
});

describe("DateTimePicker", () => {
  it("keeps day and time as a draft until 确定", () => {
    const onChange = vi.fn();
    render(
      <DateTimePicker
        aria-label="时间"
        now={NOW}
        defaultValue="2024-05-15 09:30:00"
        defaultOpen
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "2024年5月20日 星期一" }));
    fireEvent.click(within(screen.getByRole("listbox", { name: "时" })).getByRole("option", { name: "14" }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onChange).toHaveBeenCalledWith("2024-05-20 14:30:00");
  });

  it("此刻 takes now", () => {
    const onChange = vi.fn();
    render(<DateTimePicker aria-label="时间" now={NOW} defaultOpen onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "此刻" }));
    expect(onChange).toHaveBeenCalledWith("2024-05-15 09:30:00");
  });
});
