import { type FocusEvent, useEffect, useRef, useState } from "react";

export interface UseAutoCloseOptions {
  /** Seconds before `onClose` is called; 0 (or less) keeps the item until it is closed by hand. */
  duration: number;
  onClose: () => void;
  /** A new value restarts the full duration (an entry replaced under the same key). */
  restartKey?: unknown;
}

/**
 * Closes a toast after its duration. The countdown pauses while the pointer is over the toast or focus is
 * inside it (so a notification being read or its button being reached does not vanish) and resumes with the
 * time that was left.
 */
export function useAutoClose({ duration, onClose, restartKey }: UseAutoCloseOptions) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration * 1000);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Declared before the timer so that, on a restart, it runs after the timer's cleanup has subtracted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is the trigger, not a value used
  useEffect(() => {
    remaining.current = duration * 1000;
  }, [duration, restartKey]);

  const paused = hovered || focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the countdown
  useEffect(() => {
    if (duration <= 0 || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [duration, paused, restartKey]);

  return {
    paused,
    /** Spread on the toast's element. */
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
