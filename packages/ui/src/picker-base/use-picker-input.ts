import { useState } from "react";

export interface UsePickerInputOptions {
  /** Controlled value (a formatted string, e.g. `2024-05-15`); null or undefined for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Normalises typed text into a value, or null when it is not a valid (or allowed) value. */
  parse: (text: string) => string | null;
  /** Text that commits while typing: complete and valid (e.g. exactly `YYYY-MM-DD`). */
  isComplete: (text: string) => boolean;
}

/** The text box state a picker hands to `PickerShell`. */
export type PickerInput = ReturnType<typeof usePickerInput>;

/**
 * The text box of a picker: what is typed, what is committed, and the rule that nothing is lost
 * silently: complete valid text commits as it is typed; on blur or Enter any valid text is
 * normalised and committed, empty text clears, and invalid text reverts to the last valid value.
 */
export function usePickerInput({
  value: valueProp,
  defaultValue = null,
  onChange,
  parse,
  isComplete,
}: UsePickerInputOptions) {
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
  const controlled = valueProp !== undefined;
  const value = (controlled ? valueProp : ownValue) ?? null;

  const [text, setTextState] = useState(value ?? "");
  // The text follows the value whenever the value changes from outside (or by a commit).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTextState(value ?? "");
  }

  const commit = (next: string | null) => {
    setTextState(next ?? "");
    if (next === value) return;
    if (!controlled) setOwnValue(next);
    setShown(next);
    onChange?.(next);
  };

  /** Typing: keep the text; commit at once when it is a complete, valid value. */
  const setText = (next: string) => {
    setTextState(next);
    if (isComplete(next)) {
      const parsed = parse(next);
      if (parsed !== null) commit(parsed);
    }
  };

  /** Blur or Enter: normalise and commit, clear when empty, else revert to the last valid value. */
  const commitText = () => {
    if (text.trim() === "") return commit(null);
    const parsed = parse(text);
    if (parsed === null) setTextState(value ?? "");
    else commit(parsed);
  };

  const invalid = text.trim() !== "" && text !== value && parse(text) === null;

  return { value, text, setText, commit, commitText, invalid };
}
