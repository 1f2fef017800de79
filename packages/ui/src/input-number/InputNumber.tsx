import { clsx } from "clsx";
import { ChevronDownIcon, ChevronUpIcon } from "../icon-base/glyphs";
import { fieldAffixClasses, fieldBoxClasses, fieldInputClasses } from "../input-base/field-classes";
import { focusInputFromBox } from "../input-base/focus-from-box";
import type { InputNumberProps, InputNumberSize } from "./input-number-props";
import { useInputNumber } from "./use-input-number";

/** The stepper column reaches the box's right border: undo the box's horizontal padding. */
const stepperInsets: Record<InputNumberSize, string> = {
  small: "-mr-[7px]",
  middle: "-mr-[11px]",
  large: "-mr-[11px]",
};

const stepperButton =
  "flex flex-1 cursor-pointer items-center justify-center border-0 bg-transparent p-0 text-fg-secondary " +
  "transition-colors hover:text-primary-text hover:bg-fill-hover " +
  "disabled:cursor-not-allowed disabled:text-fg-disabled disabled:hover:bg-transparent";

/**
 * The styled number input: a `role="spinbutton"` text field with Ant Design's stepper column.
 * Typing follows the spec's number rule (see `useInputNumber`); `onChange` gets a number or `null`.
 */
export function InputNumber({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  precision,
  controls = true,
  keyboard = true,
  size = "middle",
  status,
  prefix,
  disabled = false,
  readOnly = false,
  className,
  inputClassName,
  style,
  ref,
  onBlur,
  onKeyDown,
  "aria-invalid": ariaInvalid,
  ...rest
}: InputNumberProps) {
  const number = useInputNumber({
    value,
    defaultValue,
    onChange,
    min,
    max,
    step,
    precision,
    disabled,
    readOnly,
    keyboard,
    ref,
    onBlur,
    onKeyDown,
  });
  const showControls = controls && !disabled && !readOnly;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the box's padding only forwards focus to the input, which keyboard users reach directly
    <span
      className={clsx(fieldBoxClasses({ size, status, disabled }), "overflow-hidden", className)}
      style={style}
      data-size={size}
      data-status={status}
      data-disabled={disabled || undefined}
      onMouseDown={focusInputFromBox}
    >
      {prefix != null && <span className={fieldAffixClasses}>{prefix}</span>}
      <input
        {...rest}
        {...number.inputProps}
        aria-invalid={ariaInvalid ?? (status === "error" || undefined)}
        className={clsx(
          fieldInputClasses,
          "self-stretch tabular-nums",
          readOnly && "cursor-default",
          inputClassName,
        )}
      />
      {showControls && (
        <span
          className={clsx(
            "flex w-[22px] shrink-0 flex-col self-stretch border-l border-border",
            "opacity-0 transition-opacity group-hover/field:opacity-100 group-focus-within/field:opacity-100",
            "pointer-coarse:opacity-100",
            stepperInsets[size],
          )}
        >
          <button {...number.increaseButtonProps} className={stepperButton}>
            <ChevronUpIcon aria-hidden="true" className="size-3" />
          </button>
          <button {...number.decreaseButtonProps} className={clsx(stepperButton, "border-t border-border")}>
            <ChevronDownIcon aria-hidden="true" className="size-3" />
          </button>
        </span>
      )}
    </span>
  );
}
