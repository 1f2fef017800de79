import { CRON_DIALOG, CRON_UNITS, type CronLocale } from "@kanya/core/cron";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "../locale/use-locale";
import { cronZhCN } from "../locale/zh-CN/cron";
import { Modal } from "../modal";
import { Tabs } from "../tabs";
import { CronPreview } from "./CronPreview";
import { CronUnitPanel } from "./CronUnitPanel";
import { userTimeZone } from "./fire-time-format";
import { useCronDialog } from "./use-cron-dialog";

export interface CronDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expression to edit; each opening parses it (or loads the defaults when empty or unreadable). */
  value?: string;
  /** Confirmed: the built 7-field expression (second minute hour day month week year). The dialog then closes. */
  onOk: (expression: string) => void;
  /** Zone of the previewed fire times. Default: the user's (the browser's) zone. */
  timeZone?: string;
  /** The instant the preview counts from. Default: now. */
  now?: () => Date;
}

/** Maps the catalog in force to @kanya/core/cron's message locale. */
export function cronLocaleOf(locale: string): CronLocale {
  return locale.startsWith("en") ? "en-US" : "zh-CN";
}

/**
 * JEasyCron's dialog (spec §2–§5, §9): width 608, a tab per unit (second … year) with every choice and its
 * bounded inputs, and beyond the original a live preview (description, next 10 fire times in the user's zone).
 * OK is disabled while the choices make no valid Quartz expression; the error names the input at fault.
 */
export function CronDialog({ open, onOpenChange, value, onOk, timeZone, now }: CronDialogProps) {
  const { t, locale: catalogLocale } = useLocale(cronZhCN);
  const locale = cronLocaleOf(catalogLocale);
  const zone = timeZone ?? userTimeZone();
  const dialog = useCronDialog({ expression: value, timeZone: zone, now, locale });
  const [tab, setTab] = useState<string>("second");
  const { reset } = dialog;

  // Each opening starts from the current value, not from what was left last time.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      reset(value);
      setTab("second");
    }
    wasOpen.current = open;
  }, [open, value, reset]);

  const valid = dialog.preview.validation.ok;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("cron.title")}
      width={CRON_DIALOG.width}
      okButtonProps={{ disabled: !valid }}
      onOk={() => {
        if (!valid) return;
        onOk(dialog.preview.expression);
        onOpenChange(false);
      }}
    >
      {dialog.openError && (
        <p role="status" className="mb-3 text-warning-text">
          {t("cron.invalidOnOpen", { message: dialog.openError })}
        </p>
      )}
      <Tabs
        aria-label={t("cron.unitTabs")}
        activeKey={tab}
        onChange={setTab}
        items={CRON_UNITS.map((unit) => ({
          key: unit,
          label: t(`cron.tab.${unit}` as "cron.tab.second"),
          children: (
            <CronUnitPanel
              unit={unit}
              state={dialog.state}
              validation={dialog.preview.validation}
              t={t}
              locale={locale}
              onSelectChoice={dialog.selectChoice}
              onValueChange={dialog.setValue}
            />
          ),
        }))}
      />
      <CronPreview preview={dialog.preview} timeZone={zone} t={t} />
    </Modal>
  );
}
