import {
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { isComposingKey } from "../input-base/ime";
import { useControllableState } from "../input-base/use-controllable-state";
import { filterByLabel, optionText } from "./option-text";
import type { SelectFilter, SelectItem, SelectOption } from "./select-types";

interface UseSelectCommonOptions {
  options: readonly SelectOption[];
  /** Typing filters the options (the combobox is an editable text field). */
  showSearch?: boolean | undefined;
  /** Custom match, or `false` to show every option whatever is typed (the caller filters, e.g. via `onSearch`). */
  filterOption?: SelectFilter | false | undefined;
  /**
   * A typed text that is not an option is offered as a temporary option; chosen, it becomes the value,
   * otherwise it is gone when the field loses focus (spec §4 "Select cell"). Implies `showSearch`.
   */
  allowInput?: boolean | undefined;
  /** Backspace on an empty search clears a single select (the clear button is the pointer's way). */
  allowClear?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The list is open (controlled); leave out to let the select manage it. */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The search text changed (after an input method commits, never with half-typed pinyin). */
  onSearch?: ((search: string) => void) | undefined;
  /** Called after the selection was cleared (clear button or Backspace). */
  onClear?: (() => void) | undefined;
  /** Base of the element ids; `useId()` when left out. */
  id?: string | undefined;
}

export interface UseSingleSelectOptions extends UseSelectCommonOptions {
  mode?: "single" | undefined;
  /** The chosen value, `null` for none; leave `undefined` for an uncontrolled select. */
  value?: string | null | undefined;
  defaultValue?: string | null | undefined;
  onChange?: ((value: string | null, option: SelectOption | null) => void) | undefined;
}

export interface UseMultipleSelectOptions extends UseSelectCommonOptions {
  mode: "multiple";
  value?: readonly string[] | undefined;
  defaultValue?: readonly string[] | undefined;
  onChange?: ((value: string[], options: SelectOption[]) => void) | undefined;
}

export type UseSelectOptions = UseSingleSelectOptions | UseMultipleSelectOptions;

const TYPEAHEAD_MS = 500;

/**
 * The state and behaviour of a select, without any look, so the editable table (or any custom
 * rendering) reuses it: values (controlled or not), open state, search with IME-aware filtering,
 * the `allowInput` temporary option, the active option and the keyboard of the ARIA combobox +
 * listbox pattern (focus stays in the combobox; `aria-activedescendant` points at the active option).
 *
 * Keys: ArrowDown/ArrowUp open and move (wrapping, skipping disabled options), Enter chooses (or
 * opens), Escape and Tab close, Home/End and typeahead in a non-searchable select, Space opens or
 * chooses in a non-searchable select, Backspace on an empty search removes the last tag (multiple)
 * or clears (single with `allowClear`). Keys that confirm an input-method candidate are left alone.
 */
export function useSelect(props: UseSelectOptions) {
  const {
    options,
    allowInput = false,
    filterOption,
    allowClear = false,
    disabled = false,
    onSearch,
    onClear,
  } = props;
  const multiple = props.mode === "multiple";
  const searchable = (props.showSearch ?? false) || allowInput;
  const generatedId = useId();
  const baseId = props.id ?? generatedId;
  const inputId = props.id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;

  // Values, always as a list inside (a single select holds zero or one).
  const controlled = props.value !== undefined;
  const [innerValues, setInnerValues] = useState<readonly string[]>(() => toList(props.defaultValue));
  const values = controlled ? toList(props.value) : innerValues;

  const [open, setOpenState] = useControllableState(
    props.open,
    props.defaultOpen ?? false,
    props.onOpenChange,
  );
  const [search, setSearch] = useState("");
  // The search the list is filtered by: the committed text, so pinyin being composed does not empty it.
  const [filterText, setFilterText] = useState("");
  const composing = useRef(false);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const scrollRequest = useRef(false);
  const typeahead = useRef({ text: "", at: 0 });

  // Closing (from inside or from a controlling parent) ends the search.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setSearch("");
      setFilterText("");
    }
  }

  const optionFor = (value: string): SelectOption =>
    options.find((option) => option.value === value) ?? { value, label: value };

  // The list: with allowInput, typed values already chosen (not among the options) first, then the
  // options, filtered; the text being typed heads the list while it matches no option exactly.
  // (Without allowInput a value missing from the options, e.g. before they load, shows only in the field.)
  const known = new Set(options.map((option) => option.value));
  const chosenTyped = allowInput
    ? values.filter((value) => !known.has(value)).map((value) => ({ value, label: value }))
    : [];
  let listed: { option: SelectOption; temporary: boolean }[] = [
    ...chosenTyped.map((option) => ({ option, temporary: true })),
    ...options.map((option) => ({ option, temporary: false })),
  ];
  const query = filterText.trim();
  if (searchable && query !== "" && filterOption !== false) {
    const matches = filterOption ?? filterByLabel;
    listed = listed.filter(({ option }) => matches(filterText, option));
  }
  if (
    allowInput &&
    query !== "" &&
    !listed.some(({ option }) => option.value === query || optionText(option) === query)
  ) {
    listed.unshift({ option: { value: query, label: query }, temporary: true });
  }

  const selectedSet = new Set(values);
  let activeIndex = listed.findIndex(({ option }) => option.value === activeValue && !option.disabled);
  if (activeIndex < 0) activeIndex = listed.findIndex(({ option }) => !option.disabled);
  const items: SelectItem[] = listed.map(({ option, temporary }, index) => ({
    option,
    id: `${listboxId}-${index}`,
    index,
    text: optionText(option),
    selected: selectedSet.has(option.value),
    active: open && index === activeIndex,
    disabled: option.disabled === true,
    temporary,
  }));
  const activeItem = open && activeIndex >= 0 ? items[activeIndex] : undefined;
  const selectedOptions = values.map(optionFor);

  // Keep the active option in view when the keyboard (or opening) moved it; not on pointer hover.
  useEffect(() => {
    if (!open || !activeItem || !scrollRequest.current) return;
    scrollRequest.current = false;
    document.getElementById(activeItem.id)?.scrollIntoView?.({ block: "nearest" });
  });

  function commitValues(next: readonly string[]) {
    if (next.length === values.length && next.every((value, index) => value === values[index])) return;
    if (!controlled) setInnerValues(next);
    if (props.mode === "multiple") props.onChange?.([...next], next.map(optionFor));
    else {
      const [first = null] = next;
      props.onChange?.(first, first === null ? null : optionFor(first));
    }
  }

  function setOpen(next: boolean) {
    if (disabled && next) return;
    if (next && !open) {
      // Open on the (first) chosen option, as a native select does.
      setActiveValue(values[0] ?? null);
      scrollRequest.current = true;
    }
    setOpenState(next);
  }

  function resetSearch() {
    setSearch("");
    setFilterText("");
  }

  /** Chooses an option: replaces the value and closes (single), or toggles it and keeps the list (multiple). */
  function select(value: string) {
    const option = items.find((item) => item.option.value === value)?.option ?? optionFor(value);
    if (disabled || option.disabled) return;
    if (multiple) {
      commitValues(selectedSet.has(value) ? values.filter((v) => v !== value) : [...values, value]);
      setActiveValue(value);
      if (search !== "") {
        resetSearch();
        onSearch?.("");
      }
    } else {
      commitValues([value]);
      setOpen(false);
      resetSearch();
    }
  }

  /** Removes one chosen value (a tag's remove button); chosen disabled options stay. */
  function remove(value: string) {
    if (disabled || optionFor(value).disabled) return;
    commitValues(values.filter((v) => v !== value));
  }

  /** Removes every chosen value that can be removed (chosen disabled options stay). */
  function clear() {
    if (disabled) return;
    commitValues(values.filter((value) => optionFor(value).disabled === true));
    resetSearch();
    onClear?.();
  }

  function moveActive(delta: 1 | -1) {
    if (items.length === 0) return;
    const start = activeIndex < 0 ? (delta === 1 ? -1 : items.length) : activeIndex;
    for (let step = 1; step <= items.length; step++) {
      const index = (((start + delta * step) % items.length) + items.length) % items.length;
      const item = items[index];
      if (item && !item.disabled) {
        setActiveValue(item.option.value);
        scrollRequest.current = true;
        return;
      }
    }
  }

  function moveActiveTo(edge: "first" | "last") {
    const enabled = items.filter((item) => !item.disabled);
    const item = edge === "first" ? enabled[0] : enabled[enabled.length - 1];
    if (item) {
      setActiveValue(item.option.value);
      scrollRequest.current = true;
    }
  }

  function typeAhead(char: string) {
    const now = Date.now();
    const buffer = now - typeahead.current.at < TYPEAHEAD_MS ? typeahead.current.text + char : char;
    typeahead.current = { text: buffer, at: now };
    const needle = buffer.toLocaleLowerCase();
    const enabled = items.filter((item) => !item.disabled);
    const startAt = buffer.length === 1 ? activeIndex + 1 : activeIndex;
    const ordered = [
      ...enabled.filter((item) => item.index >= startAt),
      ...enabled.filter((item) => item.index < startAt),
    ];
    const match = ordered.find((item) => item.text.toLocaleLowerCase().startsWith(needle));
    if (match) {
      setActiveValue(match.option.value);
      scrollRequest.current = true;
    }
  }

  function updateSearch(text: string, committed: boolean) {
    setSearch(text);
    if (!open) setOpen(true);
    if (committed) {
      setFilterText(text);
      setActiveValue(null);
      onSearch?.(text);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (disabled || event.defaultPrevented) return;
    if (isComposingKey(event)) {
      // An input method starts: open first, so a single select's shown choice makes way for the search.
      if (searchable && !open) setOpen(true);
      return;
    }
    const { key } = event;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    switch (key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        else if (event.altKey && key === "ArrowUp") setOpen(false);
        else moveActive(key === "ArrowDown" ? 1 : -1);
        return;
      case "Enter":
        if (open && activeItem) {
          event.preventDefault();
          select(activeItem.option.value);
        } else if (!open) {
          event.preventDefault();
          setOpen(true);
        }
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case "Tab":
        if (open) setOpen(false);
        return;
      case "Home":
      case "End":
        if (open && !searchable) {
          event.preventDefault();
          moveActiveTo(key === "Home" ? "first" : "last");
        }
        return;
      case "Backspace":
        if (search !== "" || values.length === 0) return;
        if (multiple) {
          const removable = [...values].reverse().find((value) => !optionFor(value).disabled);
          if (removable !== undefined) {
            event.preventDefault();
            remove(removable);
          }
        } else if (allowClear) {
          event.preventDefault();
          clear();
        }
        return;
      case " ":
        if (searchable) return;
        event.preventDefault();
        if (open && activeItem) select(activeItem.option.value);
        else setOpen(true);
        return;
      default:
        if (!plain || key.length !== 1) return;
        if (!searchable) {
          event.preventDefault();
          if (!open) setOpen(true);
          typeAhead(key);
        } else if (!open) {
          // A single select shows the chosen text while closed; typing starts a fresh search instead of
          // appending to it (React commits the empty search before the browser inserts the character).
          setOpen(true);
        }
    }
  }

  const showSearch = searchable && open;
  const singleText = !multiple && selectedOptions[0] ? optionText(selectedOptions[0]) : "";

  const inputProps = {
    id: inputId,
    role: "combobox",
    type: "text",
    autoComplete: "off",
    "aria-expanded": open,
    "aria-haspopup": "listbox",
    "aria-controls": open ? listboxId : undefined,
    "aria-autocomplete": searchable ? "list" : "none",
    "aria-activedescendant": activeItem?.id,
    readOnly: !searchable,
    disabled,
    // While searching the field holds the search; otherwise a single select shows its choice's text
    // (so screen readers read the value) and a multiple select is empty (its tags show the choices).
    value: showSearch ? search : singleText,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!searchable) return;
      updateSearch(event.target.value, !composing.current);
    },
    onCompositionStart: () => {
      composing.current = true;
      if (!open) setOpen(true);
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = false;
      updateSearch(event.currentTarget.value, true);
    },
    onKeyDown,
    onBlur: (_event: FocusEvent<HTMLInputElement>) => {
      // Leaving the field closes the list and drops an unchosen typed option with the search.
      if (open) setOpen(false);
      resetSearch();
    },
  } as const;

  const listboxProps = {
    id: listboxId,
    role: "listbox",
    "aria-multiselectable": multiple || undefined,
    "aria-labelledby": inputId,
    // The list never takes focus from the combobox (a press inside it, even on the scrollbar).
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
  } as const;

  function getOptionProps(item: SelectItem) {
    return {
      id: item.id,
      role: "option",
      "aria-selected": item.selected,
      "aria-disabled": item.disabled || undefined,
      "data-active": item.active || undefined,
      "data-selected": item.selected || undefined,
      "data-disabled": item.disabled || undefined,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (!item.disabled && activeValue !== item.option.value) setActiveValue(item.option.value);
      },
      onClick: () => select(item.option.value),
    } as const;
  }

  return {
    ids: { input: inputId, listbox: listboxId },
    multiple,
    searchable,
    disabled,
    open,
    setOpen,
    /** Opens, or closes when open (a press on the field). A searchable select only opens. */
    toggle: () => setOpen(searchable ? true : !open),
    search,
    /** Chosen values, in the order they were chosen. */
    values,
    /** Chosen options (typed values become `{ value, label: value }`). */
    selectedOptions,
    /** The list as shown now. */
    items,
    activeItem,
    /** Whether a search is under way (the combobox holds the search text). */
    searching: showSearch && search !== "",
    /** A single select's chosen text, shown as the placeholder while a search is open. */
    singleText,
    select,
    remove,
    clear,
    canClear: !disabled && values.some((value) => !optionFor(value).disabled),
    inputProps,
    listboxProps,
    getOptionProps,
  };
}

export type SelectApi = ReturnType<typeof useSelect>;

function toList(value: string | null | undefined | readonly string[]): readonly string[] {
  if (value === undefined || value === null) return [];
  return typeof value === "string" ? [value] : value;
}
