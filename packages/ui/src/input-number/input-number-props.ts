import type { ComponentPropsWithRef, CSSProperties, ReactNode } from "react";
import type { FieldSize, FieldStatus } from "../input-base/field-classes";

export type InputNumberSize = FieldSize;
export type InputNumberStatus = FieldStatus;

type NativeInputProps = Omit<
  ComponentPropsWithRef<"input">,
  "size" | "prefix" | "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "role"
>;

export interface InputNumberProps extends NativeInputProps {
  /** The number, or `null` when empty; leave out for an uncontrolled input. */
  value?: number | null;
  defaultValue?: number | null;
  /** The new number or `null`: while typing a number within bounds, on each step and on blur. */
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Default 1. Shift+Arrow or PageUp/PageDown step ten times as far. */
  step?: number;
  /** Decimals kept and shown, e.g. 2 for money. */
  precision?: number;
  /** Stepper buttons at the right (shown on hover and focus, always on touch screens). Default true. */
  controls?: boolean;
  /** ArrowUp/ArrowDown step the value. Default true. */
  keyboard?: boolean;
  /** 24, 32 or 40 px high. Default `middle`. */
  size?: InputNumberSize;
  status?: InputNumberStatus;
  prefix?: ReactNode;
  /** Class of the inner `<input>` (the box takes `className`). */
  inputClassName?: string;
  style?: CSSProperties;
}
