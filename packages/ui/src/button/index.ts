export { Button } from "./Button";
export { type ButtonClassOptions, buttonClasses } from "./button-classes";
export type { ButtonHtmlType, ButtonOwnProps, ButtonProps, ButtonSize, ButtonVariant } from "./button-props";
export { type ButtonState, type UseButtonOptions, useButton } from "./use-button";
