import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { CheckIcon } from "../icon-base/glyphs";
import { useControllableState } from "../input-base/use-controllable-state";
import { checkboxBoxClasses, checkboxLabelClasses } from "./checkbox-classes";
import { useCheckboxGroupContext } from "./checkbox-group-context";

export interface CheckboxProps
  extends Omit<
    ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
    "checked" | "defaultChecked" | "onCheckedChange" | "onChange" | "value" | "children"
  > {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Shows the mixed state (some of a group ticked); a click then ticks it. */
  indeterminate?: boolean;
  /** The value it stands for inside a `<CheckboxGroup>` (and in a native form). */
  value?: string;
  /** The label, clickable. Without it, name the checkbox with `aria-label`. */
  children?: ReactNode;
  /** Class of the `<label>` around box and text. */
  labelClassName?: string;
}

/**
 * A checkbox on Radix (`role="checkbox"`, Space toggles, `aria-checked="mixed"` when indeterminate),
 * in Ant Design's look. Inside a `<CheckboxGroup>` its `value` decides whether it is ticked.
 */
export function Checkbox({
  checked: checkedProp,
  defaultChecked = false,
  onChange,
  indeterminate = false,
  value,
  disabled: disabledProp = false,
  name: nameProp,
  children,
  className,
  labelClassName,
  "aria-labelledby": ariaLabelledby,
  ...rest
}: CheckboxProps) {
  const group = useCheckboxGroupContext();
  const labelId = useId();
  const [ownChecked, setOwnChecked] = useControllableState(checkedProp, defaultChecked, onChange);
  const inGroup = group !== null && value !== undefined;
  const checked = inGroup ? group.isChecked(value) : ownChecked;
  const disabled = disabledProp || (group?.disabled ?? false);
  const name = nameProp ?? group?.name;

  const setChecked = (next: boolean) => {
    if (inGroup) {
      group.toggle(value, next);
      onChange?.(next);
    } else setOwnChecked(next);
  };

  const box = (
    <CheckboxPrimitive.Root
      {...rest}
      name={name}
      value={value}
      disabled={disabled}
      checked={indeterminate ? "indeterminate" : checked}
      onCheckedChange={(state) => setChecked(state === true)}
      aria-labelledby={ariaLabelledby ?? (children != null ? labelId : undefined)}
      className={clsx(checkboxBoxClasses(disabled), children == null && className)}
    >
      {/* Radix's Indicator is left out: its Presence reads the computed style of every mounted mark, which
          forces a style pass per checkbox (a grid of checkbox columns spent most of its scroll frames there). */}
      {(indeterminate || checked) && (
        <span
          data-state={indeterminate ? "indeterminate" : "checked"}
          className="pointer-events-none flex items-center justify-center"
        >
          {indeterminate ? (
            <span
              className={clsx("size-2 rounded-[1px]", disabled ? "bg-fg-disabled" : "bg-primary-solid")}
            />
          ) : (
            <CheckIcon aria-hidden="true" className="size-3" strokeWidth={3.5} />
          )}
        </span>
      )}
    </CheckboxPrimitive.Root>
  );

  if (children == null) return box;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps the Radix button, a labelable element
    <label
      className={clsx(checkboxLabelClasses(disabled), className, labelClassName)}
      data-disabled={disabled || undefined}
    >
      {box}
      <span id={labelId} className="min-w-0 break-words">
        {children}
      </span>
    </label>
  );
}
