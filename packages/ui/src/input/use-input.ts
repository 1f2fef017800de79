import { type UseTextFieldOptions, useTextField } from "../input-base/use-text-field";

export type UseInputOptions = UseTextFieldOptions<HTMLInputElement>;

/**
 * The behaviour of `<Input>` without its look: the current text (controlled or not), `clear()` (a real
 * `input` event, so `onChange` sees `""`), the count text and the props for the `<input>`.
 */
export function useInput(options: UseInputOptions) {
  return useTextField<HTMLInputElement>(options);
}
