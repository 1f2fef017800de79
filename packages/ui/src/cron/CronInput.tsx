import { clsx } from "clsx";
import { type CSSProperties, useId } from "react";
import { ClockIcon } from "../icon-base/glyphs";
import { Input } from "../input";
import { useLocale } from "../locale/use-locale";
import { cronZhCN } from "../locale/zh-CN/cron";
import { CronDialog, cronLocaleOf } from "./CronDialog";
import { useCronInput } from "./use-cron-input";

export interface CronInputProps {
  value?: string;
  defaultValue?: string;
  /** The expression, typed or confirmed in the dialog; `""` after clearing. */
  onChange?: (expression: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Zone of the dialog's fire-time preview. Default: the user's. */
  timeZone?: string;
  /** The instant the dialog's preview counts from. Default: now. */
  now?: () => Date;
  id?: string;
  name?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * JeecgBoot's cron input (spec §2): a text input with a clear button and a button that opens the CronDialog.
 * Typing by hand is allowed; the text is checked with Quartz's rules and a mistake is named with its field
 * and character positions (beyond the original).
 */
export function CronInput({
  value,
  defaultValue,
  onChange,
  placeholder,
  disabled,
  timeZone,
  now,
  className,
  style,
  ...rest
}: CronInputProps) {
  const { t, locale } = useLocale(cronZhCN);
  const cron = useCronInput({ value, defaultValue, onChange, locale: cronLocaleOf(locale) });
  const errorId = useId();
  const { error } = cron;

  return (
    <div className={clsx("flex flex-col gap-1", className)} style={style}>
      <Input
        {...rest}
        allowClear
        disabled={disabled}
        placeholder={placeholder ?? t("cron.placeholder")}
        status={error ? "error" : undefined}
        aria-describedby={error ? errorId : undefined}
        inputClassName="font-mono"
        value={cron.value}
        onChange={(event) => cron.setValue(event.target.value)}
        suffix={
          <button
            type="button"
            className="inline-flex cursor-pointer items-center text-fg-secondary hover:text-primary-text-hover disabled:cursor-not-allowed"
            aria-label={t("cron.open")}
            disabled={disabled}
            onClick={() => cron.setDialogOpen(true)}
          >
            <ClockIcon aria-hidden="true" size={14} />
          </button>
        }
      />
      {error && (
        <p id={errorId} className="text-control text-danger-text">
          {error.index === 0
            ? error.message
            : t("cron.errorAt", {
                index: error.index,
                text: error.text,
                start: error.start,
                end: error.end,
                message: error.message,
              })}
        </p>
      )}
      <CronDialog
        open={cron.dialogOpen}
        onOpenChange={cron.setDialogOpen}
        value={cron.value}
        onOk={cron.setValue}
        timeZone={timeZone}
        now={now}
      />
    </div>
  );
}
