import type { DashboardRange } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { DatePicker } from "@kanya/ui/date-picker";
import { RadioGroup } from "@kanya/ui/radio";
import { useState } from "react";
import { useText } from "../../../locale";

export type RangeMode = "7" | "30" | "custom";

/** The range the page shows and how it reads as a cache key. */
export function rangeKey(range: DashboardRange): string {
  return "days" in range ? `days:${range.days}` : `${range.start}~${range.end}`;
}

/** 近7天 / 近30天 / 自定义 (two dates and 查询); calls `onChange` with the range to load. */
export function RangeSwitch({ onChange }: { onChange: (range: DashboardRange) => void }) {
  const t = useText();
  const [mode, setMode] = useState<RangeMode>("7");
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const choose = (value: string) => {
    const next = value as RangeMode;
    setMode(next);
    if (next !== "custom") onChange({ days: next === "30" ? 30 : 7 });
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioGroup
        aria-label={t("dashboard.range")}
        optionType="button"
        buttonStyle="solid"
        value={mode}
        onChange={choose}
        options={[
          { value: "7", label: t("dashboard.last7") },
          { value: "30", label: t("dashboard.last30") },
          { value: "custom", label: t("dashboard.custom") },
        ]}
      />
      {mode === "custom" ? (
        <>
          <DatePicker
            aria-label={t("dashboard.start")}
            placeholder={t("dashboard.start")}
            value={start}
            onChange={setStart}
          />
          <DatePicker
            aria-label={t("dashboard.end")}
            placeholder={t("dashboard.end")}
            value={end}
            onChange={setEnd}
          />
          <Button
            variant="primary"
            disabled={!start || !end}
            onClick={() => start && end && onChange({ start, end })}
          >
            {t("dashboard.apply")}
          </Button>
        </>
      ) : null}
    </div>
  );
}
