import type { LocaleApi } from "../locale/use-locale";
import { formatFireTime } from "./fire-time-format";
import type { CronPreview as Preview } from "./use-cron-dialog";

export interface CronPreviewProps {
  preview: Preview;
  timeZone: string;
  t: LocaleApi["t"];
}

/** Under the tabs: the built expression, and either the state's error or its description and next fire times. */
export function CronPreview({ preview, timeZone, t }: CronPreviewProps) {
  const { validation } = preview;
  return (
    <section className="mt-4 flex flex-col gap-2 border-t border-border-secondary pt-3 text-control text-fg">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="text-fg-secondary">{t("cron.expression")}</span>
        <output className="font-mono" data-testid="cron-expression">
          {preview.expression}
        </output>
      </div>
      {validation.ok ? (
        <>
          <div className="flex flex-wrap items-baseline gap-2">
            <span className="text-fg-secondary">{t("cron.description")}</span>
            <span data-testid="cron-description">{preview.description}</span>
          </div>
          <div>
            <p className="text-fg-secondary">
              {t("cron.nextRuns", { count: preview.nextRuns.length, timeZone })}
            </p>
            {preview.nextRuns.length === 0 ? (
              <p>{t("cron.noRuns")}</p>
            ) : (
              <ol
                aria-label={t("cron.nextRuns", { count: preview.nextRuns.length, timeZone })}
                className="grid grid-cols-2 gap-x-4 font-mono"
              >
                {preview.nextRuns.map((run) => (
                  <li key={run.getTime()}>{formatFireTime(run, timeZone)}</li>
                ))}
              </ol>
            )}
          </div>
        </>
      ) : (
        <p role="alert" className="text-danger-text">
          {validation.message}
        </p>
      )}
    </section>
  );
}
