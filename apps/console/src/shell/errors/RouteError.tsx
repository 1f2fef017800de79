import { isRouteErrorResponse, useRouteError } from "react-router";
import { useText } from "../../locale";

/** Shown in place of a page that failed to load or render; the rest of the shell keeps working. */
export function RouteError() {
  const t = useText();
  const error = useRouteError();
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
