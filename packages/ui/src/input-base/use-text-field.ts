import {
  type ChangeEvent,
  type ChangeEventHandler,
  type Ref,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocale } from "../locale/use-locale";
import { inputZhCN } from "../locale/zh-CN/input";
import { countCharacters } from "./ime";
import { mergeRefs } from "./merge-refs";
import { setNativeValue } from "./set-native-value";

type TextElement = HTMLInputElement | HTMLTextAreaElement;

export interface UseTextFieldOptions<E extends TextElement = HTMLInputElement> {
  value?: string | number | readonly string[] | undefined;
  defaultValue?: string | number | readonly string[] | undefined;
  onChange?: ChangeEventHandler<E> | undefined;
  maxLength?: number | undefined;
  showCount?: boolean | undefined;
  allowClear?: boolean | undefined;
  onClear?: (() => void) | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** The caller's ref to the element. */
  ref?: Ref<E> | undefined;
}

/**
 * The behaviour of a text field (Input and Textarea share it): current text whether controlled or not,
 * the clear action and the character count. Clearing goes through a real `input` event, so `onChange`
 * receives a change event with `""` exactly as if the user had deleted the text, and uncontrolled
 * forms (react-hook-form's `register`) see it too.
 */
export function useTextField<E extends TextElement = HTMLInputElement>({
  value,
  defaultValue,
  onChange,
  maxLength,
  showCount = false,
  allowClear = false,
  onClear,
  disabled = false,
  readOnly = false,
  ref,
}: UseTextFieldOptions<E>) {
  const { t } = useLocale(inputZhCN);
  const elementRef = useRef<E | null>(null);
  const controlled = value !== undefined;
  const [innerText, setInnerText] = useState(() => toText(defaultValue));
  const text = controlled ? toText(value) : innerText;
  const countId = useId();

  const handleChange = useCallback(
    (event: ChangeEvent<E>) => {
      if (!controlled) setInnerText(event.target.value);
      onChange?.(event);
    },
    [controlled, onChange],
  );

  const clear = useCallback(() => {
    const element = elementRef.current;
    if (!element) return;
    setNativeValue(element, "");
    element.focus();
    onClear?.();
  }, [onClear]);

  const mergedRef = useMemo(() => mergeRefs<E>(elementRef, ref), [ref]);
  const count = countCharacters(text);
  const countText =
    maxLength !== undefined && maxLength >= 0 ? t("input.count", { count, max: maxLength }) : String(count);

  return {
    /** The text shown now. */
    text,
    /** Empties the field as a user would, focuses it and calls `onClear`. */
    clear,
    /** Whether the clear button should show (there is text and the field can be edited). */
    canClear: allowClear && !disabled && !readOnly && text !== "",
    clearLabel: t("input.clear"),
    /** `12 / 100`, or `12` without a limit; `undefined` when `showCount` is off. */
    countText: showCount ? countText : undefined,
    countId: showCount ? countId : undefined,
    /** Spread on the `<input>`/`<textarea>`. */
    fieldProps: {
      ref: mergedRef,
      ...(controlled ? { value } : { defaultValue }),
      onChange: handleChange,
      maxLength,
      disabled,
      readOnly,
    },
  };
}

function toText(value: string | number | readonly string[] | undefined): string {
  if (value === undefined || value === null) return "";
  return Array.isArray(value) ? value.join(",") : String(value);
}
