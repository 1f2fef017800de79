import { Button } from "@kanya/ui/button";
import type { Result } from "@kanya/ui/result";
import { useEffect, useState } from "react";
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
  if (isChunkLoadError(error)) return <ChunkFailed />;
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

/**
 * The reload offer for a page file that could not be fetched. Result's code is not in the first load: it comes
 * now, and until it arrives, or if it cannot (the network that lost the page may lose it too), the same words
 * and button show plainly.
 */
function ChunkFailed() {
  const t = useText();
  const [ResultView, setResultView] = useState<typeof Result>();
  useEffect(() => {
    import("@kanya/ui/result").then(
      (loaded) => setResultView(() => loaded.Result),
      () => undefined,
    );
  }, []);
  const reload = (
    <Button variant="primary" onClick={() => globalThis.location.reload()}>
      {t("error.reload")}
    </Button>
  );
  if (ResultView) return <ResultView status="warning" title={t("error.chunkFailed")} extra={reload} />;
  return (
    <div role="alert" className="m-4 flex flex-col items-center gap-4 p-6 text-center">
      <p className="text-fg">{t("error.chunkFailed")}</p>
      {reload}
    </div>
  );
}
