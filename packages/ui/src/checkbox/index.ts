export { Checkbox, type CheckboxProps } from "./Checkbox";
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from "./CheckboxGroup";
export { type UseCheckboxGroupOptions, useCheckboxGroup } from "./use-checkbox-group";
