import { acceptNumberInput, parseNumberInput } from "@kanya/core/validate";
import {
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { isComposingKey, toHalfWidth } from "../input-base/ime";
import { mergeRefs } from "../input-base/merge-refs";
import { useControllableState } from "../input-base/use-controllable-state";
import { useLocale } from "../locale/use-locale";
import { inputNumberZhCN } from "../locale/zh-CN/inputNumber";
import { addStep, clamp, formatNumber, roundTo } from "./number-math";

export interface UseInputNumberOptions {
  /** The number, or `null` when empty. Leave `undefined` for an uncontrolled input. */
  value?: number | null | undefined;
  defaultValue?: number | null | undefined;
  /** Called with the new number (or `null`) while typing a number within bounds, on step and on blur. */
  onChange?: ((value: number | null) => void) | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** Amount added by ArrowUp / the increase button. Default 1; Shift or PageUp/PageDown step 10×. */
  step?: number | undefined;
  /** Decimals kept on blur and shown (`toFixed`). */
  precision?: number | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** Arrow keys step the value. Default true. */
  keyboard?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * The behaviour of a number input (spec §5 "Number inputs"), from @kanya/core's rule: a keystroke that
 * does not keep the text a number (optional minus, digits, optional decimals) is reverted by
 * `acceptNumberInput`, and on blur `parseNumberInput` turns the text into a number — clamped to
 * min/max and rounded to `precision` — or empties it. Full-width digits and `。` typed with a Chinese
 * input method count as `0-9` and `.`; nothing is judged while the input method is composing.
 */
export function useInputNumber({
  value: valueProp,
  defaultValue = null,
  onChange,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  precision,
  disabled = false,
  readOnly = false,
  keyboard = true,
  ref,
  onBlur,
  onKeyDown,
}: UseInputNumberOptions) {
  const { t } = useLocale(inputNumberZhCN);
  const [value, setValue] = useControllableState<number | null>(valueProp, defaultValue, onChange);
  const [text, setText] = useState(() => formatNumber(value, precision));
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The last text the number rule accepted: what a rejected keystroke or composition reverts to.
  const acceptedText = useRef(text);
  const composing = useRef(false);

  // A new value from outside (a parent, a form reset) replaces the text, unless the text already
  // spells that value ("12." while typing 12.5 stays).
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    if (!Object.is(parseNumberInput(text), value)) {
      const next = formatNumber(value, precision);
      setText(next);
      acceptedText.current = next;
    }
  }

  const showText = useCallback((next: string) => {
    acceptedText.current = next;
    setText(next);
  }, []);

  const inRange = useCallback((n: number) => n >= min && n <= max, [min, max]);

  /** The text as a kept value: parsed, clamped, rounded, or null. */
  const normalise = useCallback(
    (source: string): number | null => {
      const parsed = parseNumberInput(source);
      if (parsed === null) return null;
      const clamped = clamp(parsed, min, max);
      return precision === undefined ? clamped : roundTo(clamped, precision);
    },
    [min, max, precision],
  );

  const commit = useCallback(() => {
    const next = normalise(acceptedText.current);
    showText(formatNumber(next, precision));
    setValue(next);
  }, [normalise, precision, setValue, showText]);

  const typed = useCallback(
    (raw: string, element: HTMLInputElement) => {
      const candidate = toHalfWidth(raw);
      const previous = acceptedText.current;
      const next = acceptNumberInput(candidate, previous);
      if (next !== candidate) {
        // Rejected: React puts the previous text back; keep the caret where the keystroke happened.
        const caret = Math.max(
          0,
          (element.selectionStart ?? previous.length) - (raw.length - previous.length),
        );
        queueMicrotask(() => {
          if (document.activeElement === element) element.setSelectionRange(caret, caret);
        });
      }
      showText(next);
      if (next === previous) return;
      const parsed = parseNumberInput(next);
      if (parsed === null || inRange(parsed)) setValue(parsed);
    },
    [inRange, setValue, showText],
  );

  const current = parseNumberInput(text);
  const editable = !disabled && !readOnly;
  const canIncrease = editable && (current === null || current < max);
  const canDecrease = editable && (current === null || current > min);

  const stepBy = useCallback(
    (direction: 1 | -1, times = 1) => {
      if (!editable) return;
      const base = parseNumberInput(acceptedText.current);
      // From empty, steps start at 0 (then the bounds apply), as in Ant Design.
      let next = addStep(base ?? 0, step * times, direction);
      next = clamp(next, min, max);
      if (precision !== undefined) next = roundTo(next, precision);
      showText(formatNumber(next, precision));
      setValue(next);
    },
    [editable, max, min, precision, setValue, showText, step],
  );

  const mergedRef = useMemo(() => mergeRefs<HTMLInputElement>(inputRef, ref), [ref]);

  const inputProps = {
    ref: mergedRef,
    type: "text",
    role: "spinbutton",
    autoComplete: "off",
    // Mobile keyboards: the decimal pad has no minus key, so offer it only when negatives are impossible.
    inputMode: min >= 0 ? (precision === 0 ? "numeric" : "decimal") : undefined,
    "aria-valuemin": Number.isFinite(min) ? min : undefined,
    "aria-valuemax": Number.isFinite(max) ? max : undefined,
    "aria-valuenow": current ?? undefined,
    value: text,
    disabled,
    readOnly,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (composing.current) {
        setText(event.target.value);
        return;
      }
      typed(event.target.value, event.target);
    },
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = false;
      typed(event.currentTarget.value, event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      commit();
      onBlur?.(event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || isComposingKey(event)) return;
      if (event.key === "Enter") commit();
      if (!keyboard) return;
      const times = event.shiftKey ? 10 : 1;
      const moves: Record<string, [1 | -1, number]> = {
        ArrowUp: [1, times],
        ArrowDown: [-1, times],
        PageUp: [1, 10],
        PageDown: [-1, 10],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      stepBy(...move);
    },
  } as const;

  /** Props of a stepper button: labelled, out of the tab order (the arrow keys do the same), keeps focus. */
  const stepperProps = (direction: 1 | -1) => {
    const enabled = direction === 1 ? canIncrease : canDecrease;
    return {
      type: "button" as const,
      tabIndex: -1,
      "aria-label": t(direction === 1 ? "inputNumber.increase" : "inputNumber.decrease"),
      disabled: !enabled,
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => stepBy(direction),
    };
  };

  return {
    /** The kept number (null when empty). */
    value,
    /** The text shown now (may be `12.` or `-` while typing). */
    text,
    canIncrease,
    canDecrease,
    increase: () => stepBy(1),
    decrease: () => stepBy(-1),
    /** Spread on the `<input>`. */
    inputProps,
    increaseButtonProps: stepperProps(1),
    decreaseButtonProps: stepperProps(-1),
  };
}
