import { useMemo, useState } from "react";
import { useControllableState } from "../input-base/use-controllable-state";
import { type CronErrorSpan, cronErrorSpan } from "./expression-error";

export interface UseCronInputOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (expression: string) => void;
  locale: "zh-CN" | "en-US";
}

export interface CronInputApi {
  value: string;
  setValue: (expression: string) => void;
  /** Where a hand-typed expression is wrong, or `null`. */
  error: CronErrorSpan | null;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
}

/** The cron input's behaviour: its text (controlled or not), the typed text's check, the dialog's visibility. */
export function useCronInput({
  value: valueProp,
  defaultValue = "",
  onChange,
  locale,
}: UseCronInputOptions): CronInputApi {
  const [value, setValue] = useControllableState<string>(valueProp, defaultValue, onChange);
  const [dialogOpen, setDialogOpen] = useState(false);
  const error = useMemo(() => cronErrorSpan(value, locale), [value, locale]);
  return { value, setValue, error, dialogOpen, setDialogOpen };
}
