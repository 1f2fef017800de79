import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useMemo } from "react";
import type { FieldSize } from "../input-base/field-classes";
import { useControllableState } from "../input-base/use-controllable-state";
import { Radio, RadioButton } from "./Radio";
import {
  type RadioButtonStyle,
  RadioGroupContext,
  type RadioGroupContextValue,
  type RadioOptionType,
} from "./radio-context";

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<
    ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
    "value" | "defaultValue" | "onValueChange" | "onChange" | "children" | "dir"
  > {
  /** The radios, as data; or pass `<Radio>` / `<RadioButton>` children. */
  options?: readonly RadioOption[];
  /** The chosen value, `null` for none; leave out for an uncontrolled group. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** `button` draws the options as a segmented row of buttons. Default `default` (round radios). */
  optionType?: RadioOptionType;
  /** For button radios: the chosen one outlined (default) or filled. */
  buttonStyle?: RadioButtonStyle;
  /** Height of button radios: 24, 32 or 40 px. */
  size?: FieldSize;
  /** Default `horizontal`. All four arrow keys move and choose either way. */
  direction?: "horizontal" | "vertical";
  children?: ReactNode;
}

/**
 * One choice among several, on Radix RadioGroup (`role="radiogroup"`, one Tab stop, arrow keys move
 * and choose). Name it with `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  disabled = false,
  optionType = "default",
  buttonStyle = "outline",
  size = "middle",
  direction = "horizontal",
  className,
  children,
  ...rest
}: RadioGroupProps) {
  const [value, setValue] = useControllableState<string | null>(
    valueProp,
    defaultValue,
    onChange ? (next) => next !== null && onChange(next) : undefined,
  );
  const context = useMemo<RadioGroupContextValue>(
    () => ({ value, disabled, optionType, buttonStyle, size }),
    [value, disabled, optionType, buttonStyle, size],
  );
  const buttons = optionType === "button";

  return (
    <RadioGroupPrimitive.Root
      {...rest}
      value={value}
      onValueChange={setValue}
      disabled={disabled}
      className={clsx(
        buttons
          ? "inline-flex"
          : ["flex", direction === "vertical" ? "flex-col gap-2" : "flex-row flex-wrap gap-x-4 gap-y-2"],
        className,
      )}
    >
      <RadioGroupContext value={context}>
        {options
          ? options.map((option) =>
              buttons ? (
                <RadioButton key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </RadioButton>
              ) : (
                <Radio key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </Radio>
              ),
            )
          : children}
      </RadioGroupContext>
    </RadioGroupPrimitive.Root>
  );
}
