import type { CSSProperties, FocusEventHandler, ReactNode, Ref } from "react";
import type { FieldSize, FieldStatus } from "../input-base/field-classes";
import type { SelectFilter, SelectOption } from "./select-types";

export type SelectSize = FieldSize;
export type SelectStatus = FieldStatus;

export interface SelectCommonProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** 24, 32 or 40 px high. Default `middle`. */
  size?: SelectSize;
  status?: SelectStatus;
  disabled?: boolean;
  /** Options are on their way: a spinner replaces the arrow, and an empty list says so. */
  loading?: boolean;
  /** A clear button (on hover, as in Ant Design); Backspace clears from the keyboard. */
  allowClear?: boolean;
  /** Typing filters the options by their label. */
  showSearch?: boolean;
  /** Custom match, or `false` when the options are already filtered (e.g. fetched in `onSearch`). */
  filterOption?: SelectFilter | false;
  /** A typed text that is no option is offered; not chosen, it is gone on blur (spec §4 "Select cell"). */
  allowInput?: boolean;
  /** Shown when the list is empty. Default: the catalog's `select.empty` (暂无数据). */
  notFoundContent?: ReactNode;
  /** Highest list height in px before it scrolls. Default 256. */
  listHeight?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSearch?: (search: string) => void;
  onClear?: () => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Id of the combobox input (so `<label htmlFor>` names it). */
  id?: string;
  /** Submits the value(s) with a native form, as hidden inputs. */
  name?: string;
  autoFocus?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** The combobox `<input>`. */
  ref?: Ref<HTMLInputElement>;
  /** Class of the field box. */
  className?: string;
  style?: CSSProperties;
  /** Class of the dropdown. */
  popupClassName?: string;
}

export interface SingleSelectProps extends SelectCommonProps {
  mode?: "single";
  /** The chosen value, `null` for none; leave out for an uncontrolled select. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null, option: SelectOption | null) => void;
  maxTagCount?: never;
}

export interface MultipleSelectProps extends SelectCommonProps {
  mode: "multiple";
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[], options: SelectOption[]) => void;
  /** Tags shown at most; the rest become one `+N` tag. */
  maxTagCount?: number;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;
