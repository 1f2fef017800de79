import { createContext, useContext } from "react";

export interface CheckboxGroupContextValue {
  isChecked: (value: string) => boolean;
  toggle: (value: string, checked: boolean) => void;
  disabled: boolean;
  name: string | undefined;
}

/** Set by `<CheckboxGroup>`: a `<Checkbox value>` inside it reads and toggles the group's values. */
export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

export function useCheckboxGroupContext(): CheckboxGroupContextValue | null {
  return useContext(CheckboxGroupContext);
}
