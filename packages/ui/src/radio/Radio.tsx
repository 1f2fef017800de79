import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import type { FieldSize } from "../input-base/field-classes";
import { useRadioGroupContext } from "./radio-context";

export interface RadioProps
  extends Omit<ComponentPropsWithRef<typeof RadioGroupPrimitive.Item>, "value" | "children"> {
  value: string;
  /** The label, clickable. Without it, name the radio with `aria-label`. */
  children?: ReactNode;
  /** Class of the `<label>` around circle and text. */
  labelClassName?: string;
}

const focusRing =
  "focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-primary-focus";

/** A round radio with its label (Ant Design's look); use inside `<RadioGroup>`. */
export function Radio({
  value,
  disabled: disabledProp = false,
  children,
  className,
  labelClassName,
  ...rest
}: RadioProps) {
  const group = useRadioGroupContext();
  const labelId = useId();
  const disabled = disabledProp || group.disabled;
  const item = (
    <RadioGroupPrimitive.Item
      {...rest}
      value={value}
      disabled={disabled}
      aria-labelledby={rest["aria-labelledby"] ?? (children != null ? labelId : undefined)}
      className={clsx(
        "peer mt-[3px] inline-flex size-4 shrink-0 items-center justify-center rounded-full border p-0 transition-colors",
        focusRing,
        disabled
          ? "cursor-not-allowed border-border bg-surface-disabled"
          : "cursor-pointer border-border bg-surface hover:border-primary-hover group-hover/radio:border-primary-hover data-[state=checked]:border-primary-solid",
        children == null && className,
      )}
    >
      <RadioGroupPrimitive.Indicator
        className={clsx("block size-2 rounded-full", disabled ? "bg-fg-disabled" : "bg-primary-solid")}
      />
    </RadioGroupPrimitive.Item>
  );
  if (children == null) return item;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps the Radix button, a labelable element
    <label
      className={clsx(
        "group/radio inline-flex items-start gap-2 font-sans text-control font-normal",
        disabled ? "cursor-not-allowed text-fg-disabled" : "cursor-pointer text-fg",
        className,
        labelClassName,
      )}
      data-disabled={disabled || undefined}
    >
      {item}
      <span id={labelId} className="min-w-0 break-words">
        {children}
      </span>
    </label>
  );
}

export interface RadioButtonProps
  extends Omit<ComponentPropsWithRef<typeof RadioGroupPrimitive.Item>, "value" | "children"> {
  value: string;
  children: ReactNode;
}

const buttonSizes: Record<FieldSize, string> = {
  small: "h-control-sm px-[7px] text-control first:rounded-l-control-sm last:rounded-r-control-sm",
  middle: "h-control px-[15px] text-control first:rounded-l-control last:rounded-r-control",
  large: "h-control-lg px-[15px] text-control-lg first:rounded-l-control-lg last:rounded-r-control-lg",
};

/** A radio drawn as one button of a segmented row (`optionType="button"`); still `role="radio"`. */
export function RadioButton({
  value,
  disabled: disabledProp = false,
  children,
  className,
  ...rest
}: RadioButtonProps) {
  const group = useRadioGroupContext();
  const disabled = disabledProp || group.disabled;
  const checked = group.value === value;
  const solid = group.buttonStyle === "solid";
  return (
    <RadioGroupPrimitive.Item
      {...rest}
      value={value}
      disabled={disabled}
      className={clsx(
        "relative -ml-px inline-flex items-center justify-center whitespace-nowrap border font-sans font-normal",
        "transition-colors first:ml-0 focus-visible:z-20",
        focusRing,
        buttonSizes[group.size],
        disabled
          ? [
              "cursor-not-allowed border-border text-fg-disabled",
              checked ? "bg-fill-active" : "bg-surface-disabled",
            ]
          : checked
            ? solid
              ? "z-10 cursor-pointer border-primary-solid bg-primary-solid text-on-solid hover:bg-primary-solid-hover"
              : "z-10 cursor-pointer border-primary bg-surface text-primary-text hover:border-primary-hover hover:text-primary-text-hover"
            : "cursor-pointer border-border bg-surface text-fg hover:text-primary-text-hover",
        className,
      )}
    >
      {children}
    </RadioGroupPrimitive.Item>
  );
}
