export { Radio, RadioButton, type RadioButtonProps, type RadioProps } from "./Radio";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./RadioGroup";
export type { RadioButtonStyle, RadioOptionType } from "./radio-context";
