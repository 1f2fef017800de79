import { Button } from "@kanya/ui/button";
import { Card } from "@kanya/ui/card";
import type { ReactNode } from "react";
import { useText } from "../../../../locale";

/** A monitor page's frame: its title, when it refreshes, the first load, and a failed refresh. */
export function MonitorFrame({
  title,
  loading,
  error,
  hasData,
  onRetry,
  children,
}: {
  title: string;
  loading: boolean;
  error: string | undefined;
  hasData: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <div className="grid gap-4">
      <Card
        title={title}
        extra={<span className="text-fg-secondary text-[12px]">{t("monitor.refreshNote")}</span>}
        loading={loading && !hasData}
      >
        {error ? (
          <div role="alert" className="mb-3 flex items-center gap-3 text-danger">
            <span>{error}</span>
            <Button size="small" onClick={onRetry}>
              {t("monitor.retry")}
            </Button>
          </div>
        ) : null}
        {hasData ? children : !loading && !error ? <p>{t("monitor.noData")}</p> : null}
      </Card>
    </div>
  );
}
