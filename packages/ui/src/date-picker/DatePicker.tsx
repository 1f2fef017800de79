import type { CSSProperties, Ref } from "react";
import { Button } from "../button";
import { CalendarIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { datePickerZhCN } from "../locale/zh-CN/datePicker";
import { PickerShell, type PickerSize, type PickerStatus } from "../picker-base/PickerShell";
import { usePickerInput } from "../picker-base/use-picker-input";
import { usePickerOpen } from "../picker-base/use-picker-open";
import { Calendar } from "./Calendar";
import { DATE_FORMAT_LABEL, formatDateValue, isCompleteDateText, parseDateText } from "./date-format";
import type { WeekStart } from "./use-calendar";

export interface DatePickerProps {
  /** `YYYY-MM-DD`, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD`, or null when cleared. */
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Days that cannot be chosen or typed. */
  disabledDate?: (date: Date) => boolean;
  /** Show the clear button while there is a value. Default true. */
  allowClear?: boolean;
  /** Show the 今天 button. Default true. */
  showToday?: boolean;
  status?: PickerStatus;
  size?: PickerSize;
  /** Today: marked in the calendar, chosen by 今天, shown first when empty. Default: the real today (pin it in tests and stories). */
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
  /** The text box. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A date, `YYYY-MM-DD` (spec §4, §9). Type it (`2024-5-1`, `2024/05/01` or `20240501` become
 * `2024-05-01` on blur; invalid or disabled dates revert to the last valid value) or open the calendar
 * (click, or ArrowDown in the box): arrows move days, PageUp/PageDown months, Enter chooses, Escape closes.
 */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  placeholder,
  disabled = false,
  disabledDate,
  allowClear = true,
  showToday = true,
  status,
  size,
  now,
  weekStartsOn,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  className,
  style,
  ...inputAria
}: DatePickerProps) {
  const { t } = useLocale(datePickerZhCN);
  const parse = (text: string) => {
    const date = parseDateText(text, "date");
    return date && !disabledDate?.(date) ? formatDateValue(date, "date") : null;
  };
  const input = usePickerInput({
    value,
    defaultValue,
    onChange,
    parse,
    isComplete: (text) => isCompleteDateText(text, "date"),
  });
  const { open, setOpen, focusPanel } = usePickerOpen({ open: openProp, defaultOpen, onOpenChange });

  const today = now ?? new Date();
  const selected = input.value ? parseDateText(input.value, "date") : null;
  const choose = (date: Date) => {
    input.commit(formatDateValue(date, "date"));
    setOpen(false);
  };

  return (
    <PickerShell
      open={open}
      onOpenChange={setOpen}
      inputRef={ref}
      field={input}
      inputProps={{
        ...inputAria,
        placeholder: placeholder ?? t("datePicker.placeholder"),
        size: 10,
      }}
      invalidHint={t("datePicker.invalid", { format: DATE_FORMAT_LABEL })}
      icon={<CalendarIcon size={14} />}
      clearLabel={t("datePicker.clear")}
      allowClear={allowClear}
      disabled={disabled}
      status={status}
      size={size}
      focusPanel={focusPanel}
      dialogLabel={t("datePicker.dialog")}
      className={className ?? "w-[180px]"}
      style={style}
    >
      <Calendar
        selected={selected}
        today={today}
        disabledDate={disabledDate}
        onSelect={choose}
        weekStartsOn={weekStartsOn}
      />
      {showToday && (
        <div className="flex justify-center border-t border-border-secondary py-1">
          <Button
            variant="link"
            size="small"
            disabled={disabledDate?.(today) ?? false}
            onClick={() => choose(now ?? new Date())}
          >
            {t("datePicker.today")}
          </Button>
        </div>
      )}
    </PickerShell>
  );
}
