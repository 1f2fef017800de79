export { Switch, type SwitchProps, type SwitchSize } from "./Switch";
export { type SwitchValue, type UseSwitchOptions, useSwitch } from "./use-switch";
