import { useControllableState } from "../input-base/use-controllable-state";

/** What a switch stores: `Y`/`N` by default (spec §9), or any string, number or boolean pair. */
export type SwitchValue = string | number | boolean;

export interface UseSwitchOptions<V extends SwitchValue = string> {
  /** The stored value; leave out for an uncontrolled switch. */
  value?: V | undefined;
  /** Default: `uncheckedValue`. */
  defaultValue?: V | undefined;
  onChange?: ((value: V, checked: boolean) => void) | undefined;
  /** Value when on. Default `"Y"`. */
  checkedValue?: V | undefined;
  /** Value when off. Default `"N"`. */
  uncheckedValue?: V | undefined;
}

/**
 * A switch's value (spec §9 "Switch values Y or N"): on is `checkedValue`, off is `uncheckedValue`,
 * anything else counts as off. `setChecked(true)` stores `checkedValue` and reports both forms.
 */
export function useSwitch<V extends SwitchValue = string>({
  value,
  defaultValue,
  onChange,
  checkedValue = "Y" as V,
  uncheckedValue = "N" as V,
}: UseSwitchOptions<V>) {
  const [current, setCurrent] = useControllableState<V>(
    value,
    defaultValue ?? uncheckedValue,
    onChange ? (next) => onChange(next, Object.is(next, checkedValue)) : undefined,
  );
  const checked = Object.is(current, checkedValue);
  return {
    value: current,
    checked,
    setChecked: (next: boolean) => setCurrent(next ? checkedValue : uncheckedValue),
  };
}
