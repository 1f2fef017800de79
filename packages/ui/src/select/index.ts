export { filterByLabel, nodeText, optionText } from "./option-text";
export { Select } from "./Select";
export type {
  MultipleSelectProps,
  SelectCommonProps,
  SelectProps,
  SelectSize,
  SelectStatus,
  SingleSelectProps,
} from "./select-props";
export type { SelectFilter, SelectItem, SelectOption } from "./select-types";
export {
  type SelectApi,
  type UseMultipleSelectOptions,
  type UseSelectOptions,
  type UseSingleSelectOptions,
  useSelect,
} from "./use-select";
