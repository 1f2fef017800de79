import { type CSSProperties, type Ref, useState } from "react";
import { Button } from "../button";
import { CalendarIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { datePickerZhCN } from "../locale/zh-CN/datePicker";
import { PickerShell, type PickerSize, type PickerStatus } from "../picker-base/PickerShell";
import { TimePanel } from "../picker-base/TimePanel";
import { formatTime, type TimeParts, timeOf } from "../picker-base/time-format";
import { usePickerInput } from "../picker-base/use-picker-input";
import { usePickerOpen } from "../picker-base/use-picker-open";
import { Calendar } from "./Calendar";
import { DATETIME_FORMAT_LABEL, formatDateValue, isCompleteDateText, parseDateText } from "./date-format";
import type { WeekStart } from "./use-calendar";

export interface DateTimePickerProps {
  /** `YYYY-MM-DD HH:mm:ss`, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD HH:mm:ss`, or null when cleared. */
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Days that cannot be chosen or typed. */
  disabledDate?: (date: Date) => boolean;
  /** Show the clear button while there is a value. Default true. */
  allowClear?: boolean;
  status?: PickerStatus;
  size?: PickerSize;
  hourStep?: number;
  minuteStep?: number;
  secondStep?: number;
  /** Now: today's mark, what 此刻 takes, the month shown first when empty. Default: the real time (pin it in tests and stories). */
  now?: Date;
  /** First day of the week, 0 (Sunday) to 6; default from the catalog (zh-CN: Monday, en-US: Sunday). */
  weekStartsOn?: WeekStart;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  name?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  style?: CSSProperties;
}

interface Draft {
  day: Date | null;
  time: TimeParts | null;
}

function draftOf(value: string | null): Draft {
  const date = value ? parseDateText(value, "datetime") : null;
  return { day: date, time: date ? timeOf(date) : null };
}

/**
 * A date and time, `YYYY-MM-DD HH:mm:ss`. Type it (a date alone becomes midnight; invalid text reverts),
 * or pick a day and a time in the panel and confirm with 确定; 此刻 takes the current time.
 */
export function DateTimePicker({
  value,
  defaultValue,
  onChange,
  placeholder,
  disabled = false,
  disabledDate,
  allowClear = true,
  status,
  size,
  hourStep,
  minuteStep,
  secondStep,
  now,
  weekStartsOn,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  className,
  style,
  ...inputAria
}: DateTimePickerProps) {
  const { t } = useLocale(datePickerZhCN);
  const parse = (text: string) => {
    const date = parseDateText(text, "datetime");
    return date && !disabledDate?.(date) ? formatDateValue(date, "datetime") : null;
  };
  const input = usePickerInput({
    value,
    defaultValue,
    onChange,
    parse,
    isComplete: (text) => isCompleteDateText(text, "datetime"),
  });
  const { open, setOpen, focusPanel } = usePickerOpen({ open: openProp, defaultOpen, onOpenChange });
  const [draft, setDraft] = useState<Draft>(() => draftOf(input.value));
  // The panel starts from the value each time it opens, and follows a value typed meanwhile.
  const [draftFor, setDraftFor] = useState({ open, value: input.value });
  if (open !== draftFor.open || input.value !== draftFor.value) {
    setDraftFor({ open, value: input.value });
    if (open) setDraft(draftOf(input.value));
  }

  const confirm = (date: Date) => {
    input.commit(formatDateValue(date, "datetime"));
    setOpen(false);
  };
  const draftDate = () => {
    if (!draft.day) return null;
    const date = new Date(draft.day);
    const time = draft.time ?? { hour: 0, minute: 0, second: 0 };
    date.setHours(time.hour, time.minute, time.second, 0);
    return date;
  };
  const today = now ?? new Date();

  return (
    <PickerShell
      open={open}
      onOpenChange={setOpen}
      inputRef={ref}
      field={input}
      inputProps={{
        ...inputAria,
        placeholder: placeholder ?? t("datePicker.dateTimePlaceholder"),
        size: 19,
      }}
      invalidHint={t("datePicker.invalid", { format: DATETIME_FORMAT_LABEL })}
      icon={<CalendarIcon size={14} />}
      clearLabel={t("datePicker.clear")}
      allowClear={allowClear}
      disabled={disabled}
      status={status}
      size={size}
      focusPanel={focusPanel}
      dialogLabel={t("datePicker.dialog")}
      className={className ?? "w-[220px]"}
      style={style}
    >
      <div className="flex">
        <Calendar
          selected={draft.day}
          today={today}
          disabledDate={disabledDate}
          onSelect={(day) => setDraft((current) => ({ ...current, day }))}
          weekStartsOn={weekStartsOn}
        />
        <div className="flex flex-col border-l border-border-secondary">
          <div className="flex h-[52px] items-center justify-center border-b border-border-secondary font-medium tabular-nums">
            {draft.time ? formatTime(draft.time) : "--:--:--"}
          </div>
          <TimePanel
            value={draft.time}
            onChange={(time) => setDraft((current) => ({ ...current, time }))}
            hourStep={hourStep}
            minuteStep={minuteStep}
            secondStep={secondStep}
          />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border-secondary px-3 py-2">
        <Button
          variant="link"
          size="small"
          className="px-0"
          disabled={disabledDate?.(today) ?? false}
          onClick={() => confirm(now ?? new Date())}
        >
          {t("datePicker.now")}
        </Button>
        <Button
          variant="primary"
          size="small"
          disabled={draft.day === null}
          onClick={() => {
            const date = draftDate();
            if (date) confirm(date);
          }}
        >
          {t("datePicker.ok")}
        </Button>
      </div>
    </PickerShell>
  );
}
