import type { ComponentPropsWithRef, CSSProperties } from "react";
import type { FieldSize, FieldStatus } from "../input-base/field-classes";
import type { AutoSizeRows } from "./auto-size";

export type TextareaSize = FieldSize;
export type TextareaStatus = FieldStatus;

/**
 * A native `<textarea>`'s props (`ref` reaches the `<textarea>`) plus Ant Design's extras.
 * `className` and `style` go on the outer element (the box and the count under it).
 */
export interface TextareaProps extends Omit<ComponentPropsWithRef<"textarea">, "prefix"> {
  /** Grows with the text: `true` (from one line, no limit) or `{ minRows, maxRows }`. */
  autoSize?: boolean | AutoSizeRows;
  /** Shows `12 / 100` (with `maxLength`) under the box, right-aligned. */
  showCount?: boolean;
  /** A clear button at the top right while there is text. */
  allowClear?: boolean;
  onClear?: () => void;
  size?: TextareaSize;
  status?: TextareaStatus;
  /** Class of the `<textarea>` itself. */
  textareaClassName?: string;
  style?: CSSProperties;
}
