import { type CronLocale, type CronState, cronFieldLabel, cronPropertyLabel } from "@kanya/core/cron";
import { Input } from "../input";
import { InputNumber } from "../input-number";
import { Select } from "../select";
import { type CronSlot, listValues } from "./cron-choices";

export interface CronSlotInputProps {
  slot: CronSlot;
  state: CronState;
  /** The seven weekday names, Sunday first (Quartz 1–7). */
  weekdays: readonly string[];
  locale: CronLocale;
  invalid: boolean;
  disabled?: boolean;
  onChange: (value: number | number[] | string | null) => void;
}

/** One input inside a choice's sentence: a bounded number, a weekday, a multi-select list or custom text. */
export function CronSlotInput({
  slot,
  state,
  weekdays,
  locale,
  invalid,
  disabled,
  onChange,
}: CronSlotInputProps) {
  const values = state[slot.unit] as unknown as Record<string, unknown>;
  const value = values[slot.property];
  const label = `${cronFieldLabel(slot.unit === "day" && slot.kind === "weekday" ? "week" : slot.unit, locale)} ${cronPropertyLabel(slot.property, locale)}`;
  const status = invalid ? "error" : undefined;
  const weekdayOptions = weekdays.map((name, index) => ({ value: String(index + 1), label: name }));

  switch (slot.kind) {
    case "number":
      return (
        <InputNumber
          size="small"
          className="w-20"
          aria-label={label}
          status={status}
          disabled={disabled}
          min={slot.bound?.min}
          max={slot.bound?.max}
          precision={0}
          value={typeof value === "number" ? value : null}
          onChange={onChange}
        />
      );
    case "weekday":
      return (
        <Select
          size="small"
          className="w-24"
          aria-label={label}
          status={status}
          disabled={disabled}
          options={weekdayOptions}
          value={String(value)}
          onChange={(next) => onChange(next === null ? null : Number(next))}
        />
      );
    case "list": {
      const options =
        slot.unit === "week"
          ? weekdayOptions
          : listValues(slot.unit).map((each) => ({ value: String(each), label: String(each) }));
      return (
        <Select
          mode="multiple"
          size="small"
          className="min-w-40 max-w-full"
          aria-label={label}
          status={status}
          disabled={disabled}
          maxTagCount={6}
          options={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(next) => onChange(next.map(Number))}
        />
      );
    }
    default:
      return (
        <Input
          size="small"
          className="w-40"
          aria-label={label}
          status={status}
          disabled={disabled}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
