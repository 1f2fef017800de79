import { homePathFor } from "@kanya/core/access";
import { Button } from "@kanya/ui/button";
import { Result } from "@kanya/ui/result";
import { Link } from "react-router";
import { useText } from "../../../locale";
import { useMenuRoutes, useSessionUser } from "../../../providers";

export type ExceptionStatus = 403 | 404 | 500;

/**
 * The exception pages (403, 404, 500): the status, what it means and a way back to the user's home (the
 * dentistry order view for dentistry staff).
 */
export function ExceptionPage({
  status,
  headingLevel = 2,
}: {
  status: ExceptionStatus;
  headingLevel?: 1 | 2;
}) {
  const t = useText();
  const routes = useMenuRoutes();
  const user = useSessionUser();
  return (
    <Result
      status={status}
      headingLevel={headingLevel}
      // The 404 wording is the console's own (also the /404 page's browser-tab title); 403 and 500 keep ui's.
      subTitle={status === 404 ? t("notFound.message") : undefined}
      extra={
        <Button variant="primary" asChild>
          <Link to={homePathFor(user, routes)}>{t("notFound.back")}</Link>
        </Button>
      }
    />
  );
}
