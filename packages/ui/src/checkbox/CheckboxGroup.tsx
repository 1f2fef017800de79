import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useMemo } from "react";
import { Checkbox } from "./Checkbox";
import { CheckboxGroupContext, type CheckboxGroupContextValue } from "./checkbox-group-context";
import { useCheckboxGroup } from "./use-checkbox-group";

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<ComponentPropsWithRef<"fieldset">, "defaultValue" | "onChange" | "children" | "disabled"> {
  /** The checkboxes, as data; or pass `<Checkbox value>` children. */
  options?: readonly CheckboxOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  /** Disables every checkbox. */
  disabled?: boolean;
  /** Name of each checkbox in a native form. */
  name?: string;
  /** Default `horizontal` (wrapping, 8px apart as in Ant Design). */
  direction?: "horizontal" | "vertical";
  children?: ReactNode;
}

/**
 * A set of checkboxes sharing one `string[]` value: a borderless `<fieldset>` (role `group`; name it
 * with `aria-label` or `aria-labelledby`). It keeps values and the disabled state only: the min/max counts and their
 * messages (最少选择N项 / 最多选择N项) are @kanya/core's `checkboxGroup` rule, run by the form.
 */
export function CheckboxGroup({
  options,
  value,
  defaultValue,
  onChange,
  disabled = false,
  name,
  direction = "horizontal",
  className,
  children,
  ...rest
}: CheckboxGroupProps) {
  const order = useMemo(() => options?.map((option) => option.value), [options]);
  const group = useCheckboxGroup({ value, defaultValue, onChange, order, disabled });
  const context = useMemo<CheckboxGroupContextValue>(
    () => ({ isChecked: group.isChecked, toggle: group.toggle, disabled, name }),
    [group.isChecked, group.toggle, disabled, name],
  );

  return (
    <fieldset
      {...rest}
      disabled={disabled}
      className={clsx(
        "m-0 flex min-w-0 border-0 p-0",
        direction === "vertical" ? "flex-col gap-2" : "flex-row flex-wrap gap-x-4 gap-y-2",
        className,
      )}
      data-disabled={disabled || undefined}
    >
      <CheckboxGroupContext value={context}>
        {options
          ? options.map((option) => (
              <Checkbox key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Checkbox>
            ))
          : children}
      </CheckboxGroupContext>
    </fieldset>
  );
}
