import { useCallback } from "react";
import { useControllableState } from "../input-base/use-controllable-state";

export interface UseCheckboxGroupOptions {
  /** Ticked values; leave out for an uncontrolled group. */
  value?: readonly string[] | undefined;
  defaultValue?: readonly string[] | undefined;
  onChange?: ((value: string[]) => void) | undefined;
  /** When known (options given), values are kept in this order rather than the order they were ticked. */
  order?: readonly string[] | undefined;
  disabled?: boolean | undefined;
}

const NONE: readonly string[] = [];

/**
 * The values of a checkbox group: which are ticked, and toggling one. Min/max counts are validation,
 * with their messages in @kanya/core (`checkboxGroup({ min, max })`); the group only keeps values.
 */
export function useCheckboxGroup({
  value,
  defaultValue = NONE,
  onChange,
  order,
  disabled = false,
}: UseCheckboxGroupOptions) {
  const [values, setValues] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onChange ? (next) => onChange([...next]) : undefined,
  );

  const isChecked = useCallback((item: string) => values.includes(item), [values]);

  const toggle = useCallback(
    (item: string, checked: boolean) => {
      if (disabled || values.includes(item) === checked) return;
      let next = checked ? [...values, item] : values.filter((v) => v !== item);
      if (order) {
        const rank = (v: string) => {
          const index = order.indexOf(v);
          return index < 0 ? order.length : index;
        };
        next = [...next].sort((a, b) => rank(a) - rank(b));
      }
      setValues(next);
    },
    [disabled, order, setValues, values],
  );

  return { values, isChecked, toggle, setValues };
}
