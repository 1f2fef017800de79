export { Input } from "./Input";
export type { InputProps, InputSize, InputStatus } from "./input-props";
export { type UseInputOptions, useInput } from "./use-input";
