import { useControllableState } from "../input-base/use-controllable-state";
import { joinValues, splitValues } from "./split-values";

/** A tree select's value as JeecgBoot keeps it (one id, or ids joined by a separator) and as a list. */
export function useTreeValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
  separator: string,
) {
  const [text, setText] = useControllableState<string>(value, defaultValue ?? "", onChange);
  return {
    values: splitValues(text, separator),
    setValues: (next: readonly string[]) => setText(joinValues(next, separator)),
  };
}
