import type { ComponentPropsWithRef, CSSProperties, ReactNode } from "react";
import type { FieldSize, FieldStatus } from "../input-base/field-classes";

export type InputSize = FieldSize;
export type InputStatus = FieldStatus;

/**
 * A native `<input>`'s props (value, defaultValue, onChange(event), maxLength, …; `ref` reaches the
 * `<input>`) plus Ant Design's extras. `className` and `style` go on the box around it.
 */
export interface InputProps extends Omit<ComponentPropsWithRef<"input">, "size" | "prefix"> {
  /** 24, 32 or 40 px high. Default `middle`. */
  size?: InputSize;
  /** `error` (red, `aria-invalid`) or `warning` (amber). */
  status?: InputStatus;
  /** Shown before the text, inside the box (an icon, `¥`, `https://`). */
  prefix?: ReactNode;
  /** Shown after the text, inside the box. */
  suffix?: ReactNode;
  /** A clear button (labelled from the catalog) while there is text. */
  allowClear?: boolean;
  /** Called after the clear button emptied the field (`onChange` has fired with `""` already). */
  onClear?: () => void;
  /** Shows the character count: `12 / 100` with `maxLength`, else `12`. */
  showCount?: boolean;
  /** Class of the inner `<input>` (the box takes `className`). */
  inputClassName?: string;
  style?: CSSProperties;
}
