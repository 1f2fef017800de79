export {
  PickerShell,
  type PickerShellProps,
  type PickerSize,
  type PickerStatus,
  pickerPanelClasses,
} from "../picker-base/PickerShell";
export { TimePanel, type TimePanelProps } from "../picker-base/TimePanel";
export {
  formatTime,
  isCompleteTime,
  parseTime,
  TIME_FORMAT,
  type TimeParts,
  timeOf,
} from "../picker-base/time-format";
export { type UsePickerInputOptions, usePickerInput } from "../picker-base/use-picker-input";
export { TimePicker, type TimePickerProps } from "./TimePicker";
