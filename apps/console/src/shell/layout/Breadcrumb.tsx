import type { RouteNode } from "@kanya/core/menu";
import { HOME_PATH } from "@kanya/core/menu";
import { Link } from "react-router";
import { useText } from "../../locale";

/** Always starts with 首页, followed by the menu entries leading to the current page. */
export function Breadcrumb({ chain }: { chain: readonly RouteNode[] }) {
  const t = useText();
  const trail = chain.filter((route) => route.path !== HOME_PATH);
  const atHome = trail.length === 0;
  return (
    <nav aria-label={t("layout.breadcrumb")} className="text-[14px]">
      <ol className="flex flex-wrap items-center gap-2 text-fg-secondary">
        <li>
          {atHome ? (
            <span aria-current="page" className="text-fg">
              {t("menu.home")}
            </span>
          ) : (
            <Link to={HOME_PATH} className="hover:text-primary">
              {t("menu.home")}
            </Link>
          )}
        </li>
        {trail.map((route, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={route.id} className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <span aria-current={last ? "page" : undefined} className={last ? "text-fg" : undefined}>
                {route.title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
