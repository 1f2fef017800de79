import { type CSSProperties, type Ref, useState } from "react";
import { Button } from "../button";
import { ClockIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { timePickerZhCN } from "../locale/zh-CN/timePicker";
import { PickerShell, type PickerSize, type PickerStatus } from "../picker-base/PickerShell";
import { TimePanel } from "../picker-base/TimePanel";
import {
  formatTime,
  isCompleteTime,
  parseTime,
  TIME_FORMAT,
  type TimeParts,
  timeOf,
} from "../picker-base/time-format";
import { usePickerInput } from "../picker-base/use-picker-input";
import { usePickerOpen } from "../picker-base/use-picker-open";

export interface TimePickerProps {
  /** `HH:mm:ss`, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with `HH:mm:ss`, or null when cleared. */
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Show the clear button while there is a value. Default true. */
  allowClear?: boolean;
  status?: PickerStatus;
  size?: PickerSize;
  hourStep?: number;
  minuteStep?: number;
  secondStep?: number;
  /** The moment 此刻 picks. Default: the current time when pressed (pass one to pin it in tests and stories). */
  now?: Date;
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

const parse = (text: string) => {
  const time = parseTime(text);
  return time ? formatTime(time) : null;
};

/**
 * A time of day, `HH:mm:ss`: type it (`9:5` becomes `09:05:00` on blur; invalid text reverts to the
 * last valid time) or choose in the 时 / 分 / 秒 columns and confirm with 确定; 此刻 takes the current time.
 */
export function TimePicker({
  value,
  defaultValue,
  onChange,
  placeholder,
  disabled = false,
  allowClear = true,
  status,
  size,
  hourStep,
  minuteStep,
  secondStep,
  now,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  className,
  style,
  ...inputAria
}: TimePickerProps) {
  const { t } = useLocale(timePickerZhCN);
  const input = usePickerInput({ value, defaultValue, onChange, parse, isComplete: isCompleteTime });
  const { open, setOpen, focusPanel } = usePickerOpen({ open: openProp, defaultOpen, onOpenChange });
  // What the columns show: starts from the value each time the panel opens; 确定 commits it.
  const [draft, setDraft] = useState<TimeParts | null>(() => parseTime(input.value ?? ""));
  // The columns start from the value each time the panel opens, and follow a value typed meanwhile.
  const [draftFor, setDraftFor] = useState({ open, value: input.value });
  if (open !== draftFor.open || input.value !== draftFor.value) {
    setDraftFor({ open, value: input.value });
    if (open) setDraft(parseTime(input.value ?? ""));
  }

  const confirm = (time: TimeParts | null) => {
    if (time) input.commit(formatTime(time));
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
        placeholder: placeholder ?? t("timePicker.placeholder"),
        size: 8,
      }}
      invalidHint={t("timePicker.invalid", { format: TIME_FORMAT })}
      icon={<ClockIcon size={14} />}
      clearLabel={t("timePicker.clear")}
      allowClear={allowClear}
      disabled={disabled}
      status={status}
      size={size}
      focusPanel={focusPanel}
      dialogLabel={t("timePicker.dialog")}
      className={className ?? "w-[140px]"}
      style={style}
    >
      <TimePanel
        value={draft}
        onChange={setDraft}
        hourStep={hourStep}
        minuteStep={minuteStep}
        secondStep={secondStep}
      />
      <div className="flex items-center justify-between gap-2 border-t border-border-secondary px-3 py-2">
        <Button
          variant="link"
          size="small"
          className="px-0"
          onClick={() => confirm(timeOf(now ?? new Date()))}
        >
          {t("timePicker.now")}
        </Button>
        <Button variant="primary" size="small" disabled={draft === null} onClick={() => confirm(draft)}>
          {t("timePicker.ok")}
        </Button>
      </div>
    </PickerShell>
  );
}
