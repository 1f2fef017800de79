import { useCallback, useRef, useState } from "react";

/**
 * A value that is controlled (`value` given) or uncontrolled (`defaultValue`), with one setter for
 * both: the setter calls `onChange` only when the value really changes, and updates the inner state
 * only when uncontrolled. `undefined` means "not controlled"; use `null` for an empty controlled value.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void, boolean] {
  const controlled = value !== undefined;
  const [inner, setInner] = useState(defaultValue);
  const current = controlled ? value : inner;
  // The latest value and callback, so the setter keeps one identity and never reads a stale value.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const setValue = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setInner(next);
    // Keep later calls in the same event consistent before React re-renders.
    latest.current = { ...latest.current, current: next };
    notify?.(next);
  }, []);

  return [current, setValue, controlled];
}
