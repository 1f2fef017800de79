import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { nodeText } from "./option-text";
import { Select } from "./Select";
import type { SelectOption } from "./select-types";
import { useSelect } from "./use-select";

beforeAll(() => {
  // Radix measures the anchor with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const cities: SelectOption[] = [
  { value: "bj", label: "北京" },
  { value: "sh", label: "上海" },
  { value: "gz", label: "广州", disabled: true },
  { value: "sz", label: "深圳" },
];

const combobox = () => screen.getByRole("combobox") as HTMLInputElement;
const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent);

describe("Select (single)", () => {
  it("opens on click, chooses with the pointer and closes", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} onChange={onChange} />);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(combobox());
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    expect(optionNames()).toEqual(["北京", "上海", "广州", "深圳"]);
    await userEvent.click(screen.getByRole("option", { name: "上海" }));
    expect(onChange).toHaveBeenCalledWith("sh", cities[1]);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(combobox().value).toBe("上海");
    expect(document.activeElement).toBe(combobox());
  });

  it("follows the listbox pattern with the keyboard, skipping disabled options", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} onChange={onChange} />);
    combobox().focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = screen.getByRole("listbox");
    expect(combobox().getAttribute("aria-controls")).toBe(listbox.id);
    const active = () => document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "");
    expect(active()?.textContent).toBe("北京");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()?.textContent).toBe("深圳");
    await userEvent.keyboard("{ArrowDown}");
    expect(active()?.textContent).toBe("北京");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    expect(onChange).toHaveBeenCalledWith("sz", cities[3]);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens on the chosen option, and Escape closes without choosing", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} defaultValue="sh" onChange={onChange} />);
    combobox().focus();
    await userEvent.keyboard("{Enter}");
    const activeId = combobox().getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(activeId)?.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("does not choose a disabled option", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} onChange={onChange} defaultOpen />);
    const disabled = screen.getByRole("option", { name: "广州" });
    expect(disabled.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("typeahead moves to the option starting with the typed letters (non-searchable)", async () => {
    const fruits = [
      { value: "a", label: "Apple" },
      { value: "b", label: "Banana" },
      { value: "c", label: "Cherry" },
    ];
    render(<Select aria-label="fruit" options={fruits} />);
    combobox().focus();
    await userEvent.keyboard("c");
    expect(document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "Cherry",
    );
  });

  it("clears with the button and with Backspace", async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(
      <Select
        aria-label="城市"
        options={cities}
        defaultValue="bj"
        allowClear
        onChange={onChange}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "清除" }));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(combobox().value).toBe("");
    expect(document.activeElement).toBe(combobox());
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole("option", { name: "北京" }));
    expect(combobox().value).toBe("北京");
    await userEvent.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith(null, null);
  });

  it("is controlled by value", async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>("bj");
      return (
        <>
          <Select aria-label="城市" options={cities} value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole("option", { name: "深圳" }));
    expect(screen.getByRole("status").textContent).toBe("sz");
    expect(combobox().value).toBe("深圳");
  });

  it("shows the empty text from the catalog, and the loading state", async () => {
    const { rerender } = render(<Select aria-label="城市" options={[]} defaultOpen />);
    expect(screen.getByText("暂无数据")).toBeTruthy();
    rerender(<Select aria-label="城市" options={[]} defaultOpen loading />);
    expect(screen.getByText("加载中")).toBeTruthy();
    expect(screen.getByRole("listbox").getAttribute("aria-busy")).toBe("true");
    rerender(
      <LocaleProvider catalog={enUS}>
        <Select aria-label="city" options={[]} defaultOpen />
      </LocaleProvider>,
    );
    expect(screen.getByText("No data")).toBeTruthy();
  });

  it("cannot be opened when disabled", async () => {
    render(<Select aria-label="城市" options={cities} disabled />);
    expect(combobox().disabled).toBe(true);
    fireEvent.mouseDown(combobox().parentElement as HTMLElement);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("submits with a native form through hidden inputs", () => {
    const { container } = render(<Select aria-label="城市" options={cities} name="city" defaultValue="sh" />);
    expect((container.querySelector('input[type="hidden"][name="city"]') as HTMLInputElement).value).toBe(
      "sh",
    );
  });
});

describe("Select (searchable)", () => {
  it("filters by label, starting a fresh search over the chosen text", async () => {
    const onSearch = vi.fn();
    render(<Select aria-label="城市" options={cities} showSearch defaultValue="bj" onSearch={onSearch} />);
    expect(combobox().value).toBe("北京");
    combobox().focus();
    await userEvent.keyboard("深");
    expect(combobox().value).toBe("深");
    expect(onSearch).toHaveBeenLastCalledWith("深");
    expect(optionNames()).toEqual(["深圳"]);
    // While searching, the chosen text shows as the placeholder.
    expect(combobox().placeholder).toBe("北京");
    await userEvent.keyboard("{Enter}");
    expect(combobox().value).toBe("深圳");
  });

  it("shows the empty text when nothing matches", async () => {
    render(<Select aria-label="城市" options={cities} showSearch />);
    await userEvent.type(combobox(), "杭州");
    expect(optionNames()).toEqual([]);
    expect(screen.getByText("暂无数据")).toBeTruthy();
  });

  it("does not filter or choose while an input method composes", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} showSearch onChange={onChange} />);
    const field = combobox();
    field.focus();
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: "shen" } });
    expect(optionNames()).toHaveLength(4);
    fireEvent.keyDown(field, { key: "Enter", keyCode: 229 });
    expect(onChange).not.toHaveBeenCalled();
    field.value = "深";
    fireEvent.compositionEnd(field);
    expect(optionNames()).toEqual(["深圳"]);
  });

  it("takes a custom filter, or none", async () => {
    const { rerender } = render(
      <Select
        aria-label="城市"
        options={cities}
        showSearch
        filterOption={(search, o) => o.value === search}
      />,
    );
    await userEvent.type(combobox(), "sh");
    expect(optionNames()).toEqual(["上海"]);
    rerender(<Select aria-label="城市" options={cities} showSearch filterOption={false} />);
    expect(optionNames()).toHaveLength(4);
  });
});

describe("Select allowInput (spec §4 'Select cell')", () => {
  it("offers the typed text as a temporary option, removed on blur when not chosen", async () => {
    render(
      <>
        <Select aria-label="城市" options={cities} allowInput />
        <button type="button">下一个</button>
      </>,
    );
    await userEvent.type(combobox(), "杭州");
    expect(optionNames()).toEqual(["杭州"]);
    await userEvent.tab();
    await userEvent.click(combobox());
    expect(optionNames()).toEqual(["北京", "上海", "广州", "深圳"]);
  });

  it("keeps a chosen typed value as an option", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="城市" options={cities} allowInput onChange={onChange} />);
    await userEvent.type(combobox(), "杭州{Enter}");
    expect(onChange).toHaveBeenCalledWith("杭州", { value: "杭州", label: "杭州" });
    expect(combobox().value).toBe("杭州");
    await userEvent.click(combobox());
    expect(optionNames()).toEqual(["杭州", "北京", "上海", "广州", "深圳"]);
  });

  it("adds typed values to a multiple select, keeping them as options while chosen", async () => {
    const onChange = vi.fn();
    render(<Select mode="multiple" aria-label="城市" options={cities} allowInput onChange={onChange} />);
    await userEvent.type(combobox(), "厦门{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(["厦门"], [{ value: "厦门", label: "厦门" }]);
    expect(optionNames()).toEqual(["厦门", "北京", "上海", "广州", "深圳"]);
    await userEvent.click(screen.getByRole("option", { name: "厦门" }));
    expect(onChange).toHaveBeenLastCalledWith([], []);
    await userEvent.tab();
    await userEvent.click(combobox());
    expect(optionNames()).toEqual(["北京", "上海", "广州", "深圳"]);
  });

  it("shows a value missing from the options (not loaded yet) in the field only", () => {
    render(<Select aria-label="城市" options={[]} value="bj" defaultOpen />);
    expect(combobox().value).toBe("bj");
    expect(optionNames()).toEqual([]);
  });

  it("does not offer a text that already is an option", async () => {
    render(<Select aria-label="城市" options={cities} allowInput />);
    await userEvent.type(combobox(), "上海");
    expect(optionNames()).toEqual(["上海"]);
  });
});

describe("Select (multiple)", () => {
  it("toggles options, keeps the list open and removes tags", async () => {
    const onChange = vi.fn();
    render(<Select mode="multiple" aria-label="城市" options={cities} onChange={onChange} />);
    await userEvent.click(combobox());
    expect(screen.getByRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
    await userEvent.click(screen.getByRole("option", { name: "北京" }));
    await userEvent.click(screen.getByRole("option", { name: "深圳" }));
    expect(onChange).toHaveBeenLastCalledWith(["bj", "sz"], [cities[0], cities[3]]);
    expect(screen.getByRole("listbox")).toBeTruthy();
    await userEvent.click(screen.getByRole("option", { name: "北京" }));
    expect(onChange).toHaveBeenLastCalledWith(["sz"], [cities[3]]);
    await userEvent.click(screen.getByRole("button", { name: "移除 深圳" }));
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it("folds tags beyond maxTagCount into +N", () => {
    render(
      <Select
        mode="multiple"
        aria-label="城市"
        options={cities}
        defaultValue={["bj", "sh", "sz"]}
        maxTagCount={1}
      />,
    );
    expect(screen.getByText("北京")).toBeTruthy();
    expect(screen.queryByText("上海")).toBeNull();
    expect(screen.getByText("+2").getAttribute("title")).toBe("上海、深圳");
  });

  it("removes the last tag with Backspace on an empty search, never a disabled one", async () => {
    const onChange = vi.fn();
    render(
      <Select
        mode="multiple"
        aria-label="城市"
        options={cities}
        defaultValue={["gz", "bj"]}
        onChange={onChange}
      />,
    );
    combobox().focus();
    await userEvent.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith(["gz"], [cities[2]]);
    await userEvent.keyboard("{Backspace}");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "移除 广州" })).toBeNull();
  });

  it("clears the search after a choice in a searchable multiple select", async () => {
    render(<Select mode="multiple" aria-label="城市" options={cities} showSearch />);
    await userEvent.type(combobox(), "上");
    await userEvent.keyboard("{Enter}");
    expect(combobox().value).toBe("");
    expect(optionNames()).toHaveLength(4);
  });
});

describe("useSelect", () => {
  it("holds the state for a custom rendering", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useSelect({ mode: "multiple", options: cities, defaultValue: ["sh"], onChange }),
    );
    expect(result.current.selectedOptions).toEqual([cities[1]]);
    act(() => result.current.setOpen(true));
    expect(result.current.activeItem?.option.value).toBe("sh");
    act(() => result.current.select("bj"));
    expect(onChange).toHaveBeenLastCalledWith(["sh", "bj"], [cities[1], cities[0]]);
    expect(result.current.items.filter((item) => item.selected).map((item) => item.option.value)).toEqual([
      "bj",
      "sh",
    ]);
  });

  it("reads an option's text through elements", () => {
    expect(
      nodeText(
        <span>
          <b>北</b>京{1}
        </span>,
      ),
    ).toBe("北京1");
  });
});
