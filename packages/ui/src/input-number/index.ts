export { InputNumber } from "./InputNumber";
export type { InputNumberProps, InputNumberSize, InputNumberStatus } from "./input-number-props";
export { type UseInputNumberOptions, useInputNumber } from "./use-input-number";
