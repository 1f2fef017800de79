import type { CronLocale, CronState, CronStateValidation, CronUnit } from "@kanya/core/cron";
import { useId } from "react";
import type { LocaleApi } from "../locale/use-locale";
import { Radio, RadioGroup } from "../radio";
import { CronSlotInput } from "./CronSlotInput";
import { cronChoices } from "./cron-choices";
import { fillTemplate } from "./fill-template";

export interface CronUnitPanelProps {
  unit: CronUnit;
  state: CronState;
  validation: CronStateValidation;
  t: LocaleApi["t"];
  locale: CronLocale;
  disabled?: boolean;
  onSelectChoice: (unit: CronUnit, choice: string) => void;
  onValueChange: CronSlotChange;
}

export type CronSlotChange = (
  unit: CronUnit,
  property: Parameters<typeof CronSlotInput>[0]["slot"]["property"],
  value: number | number[] | string | null,
) => void;

/**
 * One tab of the dialog: a radio per choice, each a sentence with its inputs inline (JEasyCron's layout). The
 * radio is named by its sentence, inputs' values included. Changing an input also picks its choice.
 */
export function CronUnitPanel({
  unit,
  state,
  validation,
  t,
  locale,
  disabled,
  onSelectChoice,
  onValueChange,
}: CronUnitPanelProps) {
  const idPrefix = useId();
  const weekdays = t("cron.weekdays").split(",");
  const unitWord = unit === "week" ? "" : t(`cron.word.${unit}` as "cron.word.second");

  return (
    <RadioGroup
      aria-label={t(`cron.tab.${unit}` as "cron.tab.second")}
      direction="vertical"
      className="flex flex-col gap-3"
      disabled={disabled}
      value={state[unit].cronEvery}
      onChange={(choice) => onSelectChoice(unit, choice)}
    >
      {cronChoices(unit).map(({ choice, template, slots }) => {
        const sentenceId = `${idPrefix}-${choice}`;
        const inputs = Object.fromEntries(
          slots.map((slot) => [
            slot.name,
            <CronSlotInput
              key={slot.name}
              slot={slot}
              state={state}
              weekdays={weekdays}
              locale={locale}
              disabled={disabled}
              invalid={
                !validation.ok &&
                state[unit].cronEvery === choice &&
                validation.property === slot.property &&
                (validation.field === slot.unit || validation.field === unit)
              }
              onChange={(value) => {
                onValueChange(slot.unit, slot.property, value);
                if (state[unit].cronEvery !== choice) onSelectChoice(unit, choice);
              }}
            />,
          ]),
        );
        return (
          <div key={choice} className="flex flex-wrap items-center gap-2 text-control text-fg">
            <Radio value={choice} aria-labelledby={sentenceId} />
            <span id={sentenceId} className="flex flex-wrap items-center gap-x-1 gap-y-2">
              {fillTemplate(t(template), { unit: unitWord, ...inputs })}
            </span>
          </div>
        );
      })}
    </RadioGroup>
  );
}
