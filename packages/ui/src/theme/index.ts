// The whole theme: the provider and its helpers (also published alone as `@kanya/ui/theme-provider`, for a first
// screen that shows no picker) plus the colour picker.
export * from "../theme-provider";
export { ThemeColorPicker, type ThemeColorPickerProps } from "./ThemeColorPicker";
