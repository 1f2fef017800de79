import {
  buildCron,
  type CronLocale,
  type CronState,
  type CronStateProperty,
  type CronStateValidation,
  type CronUnit,
  defaultCronState,
  describeCron,
  nextFireTimes,
  parseCron,
  selectCronChoice,
  validateCronState,
} from "@kanya/core/cron";
import { useCallback, useMemo, useRef, useState } from "react";

/** How many fire times the dialog previews. */
export const CRON_PREVIEW_COUNT = 10;

export interface UseCronDialogOptions {
  /** The expression the dialog opens with; empty or unreadable opens the defaults (`* * * * * ? *`). */
  expression?: string;
  /** Zone the fire times are computed and shown in. */
  timeZone: string;
  /** The instant the preview counts from (stories and tests pin it). Default: now. */
  now?: () => Date;
  locale?: CronLocale;
}

export interface CronPreview {
  /** The built 7-field expression. */
  expression: string;
  validation: CronStateValidation;
  /** Chinese (or the locale's) description, when the state is valid. */
  description: string;
  /** The next fire times strictly after now, when the state is valid. */
  nextRuns: Date[];
}

export interface CronDialogApi {
  state: CronState;
  /** The message when `expression` could not be read and the defaults were loaded instead. */
  openError: string | null;
  selectChoice: (unit: CronUnit, choice: string) => void;
  /** Sets one input of a unit (numbers, a list, or custom text). */
  setValue: (unit: CronUnit, property: CronStateProperty, value: number | number[] | string | null) => void;
  /** Starts over from `expression` (the dialog calls it each time it opens). */
  reset: (expression?: string) => void;
  preview: CronPreview;
}

function read(
  expression: string | undefined,
  locale: CronLocale,
): { state: CronState; error: string | null } {
  if (expression === undefined || expression.trim() === "") return { state: defaultCronState(), error: null };
  try {
    return { state: parseCron(expression, locale), error: null };
  } catch (error) {
    return { state: defaultCronState(), error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The cron dialog's behaviour: the per-unit state parsed from the expression (spec §4), choice switching that
 * keeps Quartz's `?` rule, and a live preview (built expression, validation with the spec §5 bounds,
 * description, next 10 fire times in the user's zone). All rules are @kanya/core/cron's.
 */
export function useCronDialog({
  expression,
  timeZone,
  now = () => new Date(),
  locale = "zh-CN",
}: UseCronDialogOptions): CronDialogApi {
  const [opened, setOpened] = useState(() => read(expression, locale));
  const { state } = opened;
  // Read when the state changes, not a reason to recompute: a new `now` function each render is common.
  const clock = useRef(now);
  clock.current = now;

  const selectChoice = useCallback((unit: CronUnit, choice: string) => {
    setOpened((current) => ({
      ...current,
      state: selectCronChoice(current.state, unit, choice as never),
    }));
  }, []);

  const setValue = useCallback(
    (unit: CronUnit, property: CronStateProperty, value: number | number[] | string | null) => {
      setOpened((current) => ({
        ...current,
        state: { ...current.state, [unit]: { ...current.state[unit], [property]: value } },
      }));
    },
    [],
  );

  const reset = useCallback((next?: string) => setOpened(read(next, locale)), [locale]);

  const preview = useMemo<CronPreview>(() => {
    const built = buildCron(state);
    const validation = validateCronState(state, locale);
    if (!validation.ok) return { expression: built, validation, description: "", nextRuns: [] };
    return {
      expression: built,
      validation,
      description: describeCron(built, locale),
      nextRuns: nextFireTimes(built, { from: clock.current(), count: CRON_PREVIEW_COUNT, timeZone, locale }),
    };
  }, [state, locale, timeZone]);

  return { state, openError: opened.error, selectChoice, setValue, reset, preview };
}
