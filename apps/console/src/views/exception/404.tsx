import { homePathFor } from "@kanya/core/access";
import { Button } from "@kanya/ui/button";
import { Link } from "react-router";
import { useText } from "../../locale";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { useMenuRoutes } from "../../shell/layout/use-menu-routes";
import { useSessionUser } from "../../shell/layout/use-session-user";

/** `/404`: where every unknown path ends, with a way back home. */
export default function NotFound() {
  const t = useText();
  const routes = useMenuRoutes();
  const user = useSessionUser();
  useDocumentTitle(t("notFound.message"));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-layout p-6 text-center">
      <p aria-hidden="true" className="text-[72px] font-semibold leading-none text-[#434e59]">
        {t("notFound.heading")}
      </p>
      <h1 className="text-[20px] text-fg-secondary">{t("notFound.message")}</h1>
      <Button variant="primary" asChild>
        <Link to={homePathFor(user, routes)}>{t("notFound.back")}</Link>
      </Button>
    </main>
  );
}
