import { clsx } from "clsx";

/** Ant Design density: 24, 32 and 40 px high (`--spacing-control-*`). */
export type FieldSize = "small" | "middle" | "large";
/** Validation look: red (`error`, also `aria-invalid`) or amber (`warning`). */
export type FieldStatus = "error" | "warning";

export interface FieldBoxOptions {
  size?: FieldSize;
  status?: FieldStatus | undefined;
  disabled?: boolean;
  /** Grows with its content (textarea, multiple select) instead of a fixed control height. */
  multiline?: boolean;
}

// The box of every text-like control: a block-level flex row, so it fills its line without a width
// class (a consumer's `className="w-60"` then wins without a fight) and lays out prefix, input and
// suffix. Focus shows on the box (`focus-within`), as Ant Design's 2px halo around the border.
const box =
  "group/field relative flex min-w-0 items-center border font-sans font-normal text-fg " +
  "transition-[border-color,box-shadow] duration-200";

const heights: Record<FieldSize, string> = {
  small: "h-control-sm px-[7px] text-control rounded-control-sm gap-1",
  middle: "h-control px-[11px] text-control rounded-control gap-1",
  large: "h-control-lg px-[11px] text-control-lg rounded-control-lg gap-1.5",
};

const multilineSizes: Record<FieldSize, string> = {
  small: "min-h-control-sm px-[7px] text-control rounded-control-sm gap-1",
  middle: "min-h-control px-[11px] text-control rounded-control gap-1",
  large: "min-h-control-lg px-[11px] text-control-lg rounded-control-lg gap-1.5",
};

const tones = {
  normal:
    "border-border bg-surface hover:border-primary-hover " +
    "focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20",
  error:
    "border-danger bg-surface hover:border-danger-hover " +
    "focus-within:border-danger focus-within:ring-2 focus-within:ring-danger/20",
  warning:
    "border-warning bg-surface hover:border-warning " +
    "focus-within:border-warning focus-within:ring-2 focus-within:ring-warning/20",
};

const disabledLook = "border-border bg-surface-disabled text-fg-disabled cursor-not-allowed";

/** Classes of the field box (the element with the border). */
export function fieldBoxClasses({
  size = "middle",
  status,
  disabled = false,
  multiline = false,
}: FieldBoxOptions = {}): string {
  return clsx(
    box,
    multiline ? multilineSizes[size] : heights[size],
    disabled ? disabledLook : tones[status ?? "normal"],
  );
}

/**
 * Classes of the bare `<input>`/`<textarea>` inside the box: no border or background of its own, the
 * box's font (a library ships no CSS reset, so form controls must inherit it explicitly).
 */
export const fieldInputClasses =
  "m-0 min-w-0 flex-1 appearance-none border-0 bg-transparent p-0 text-inherit " +
  "[font:inherit] outline-none placeholder:text-fg-disabled disabled:cursor-not-allowed";

/** Prefix and suffix slots: icons and short texts at the box's ends. */
export const fieldAffixClasses = "inline-flex shrink-0 items-center text-fg-secondary";

/** The character count (`12 / 100`). */
export const fieldCountClasses = "shrink-0 whitespace-nowrap text-fg-secondary tabular-nums";
