import { Button } from "@kanya/ui/button";
import { Result } from "@kanya/ui/result";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useText } from "../../locale";
import { isChunkLoadError } from "./chunk-load-error";

/**
 * Shown in place of a page that failed to load or render; the rest of the shell keeps working. A page file
 * that could not be fetched offers a reload (which fetches the current files) rather than a blank page.
 */
export function RouteError() {
  const t = useText();
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title={t("error.chunkFailed")}
        extra={
          <Button variant="primary" onClick={() => globalThis.location.reload()}>
            {t("error.reload")}
          </Button>
        }
      />
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="m-4 rounded-control-lg border border-danger bg-danger-fill p-6">
      <p className="font-semibold text-danger">{t("error.pageFailed")}</p>
      <p className="mt-2 font-mono text-[12px] text-fg-secondary">{detail}</p>
    </div>
  );
}
