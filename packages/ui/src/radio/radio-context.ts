import { createContext, useContext } from "react";
import type { FieldSize } from "../input-base/field-classes";

export type RadioOptionType = "default" | "button";
export type RadioButtonStyle = "outline" | "solid";

export interface RadioGroupContextValue {
  value: string | null;
  disabled: boolean;
  optionType: RadioOptionType;
  buttonStyle: RadioButtonStyle;
  size: FieldSize;
}

/** Set by `<RadioGroup>` so its `<Radio>` / `<RadioButton>` items know the look and the choice. */
export const RadioGroupContext = createContext<RadioGroupContextValue>({
  value: null,
  disabled: false,
  optionType: "default",
  buttonStyle: "outline",
  size: "middle",
});

export function useRadioGroupContext(): RadioGroupContextValue {
  return useContext(RadioGroupContext);
}
