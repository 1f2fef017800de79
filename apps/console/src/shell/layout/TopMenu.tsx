import type { RouteNode } from "@kanya/core/menu";
import { containsPath, findRouteChain, isSafeMenuUrl, visibleMenu } from "@kanya/core/menu";
import { DropdownMenu, type DropdownMenuEntry } from "@kanya/ui/dropdown-menu";
import { ChevronDownIcon } from "@kanya/ui/icons";
import { clsx } from "clsx";
import { useLocation, useNavigate } from "react-router";
import { useText } from "../../locale";
import { MenuIcon } from "../menu-icons";
import { MenuEntryLink } from "./MenuEntryLink";
import { storeRouteTitle } from "./store-route-title";

const itemBase =
  "inline-flex h-16 shrink-0 items-center gap-2 border-b-2 px-4 text-[14px] outline-none transition-colors " +
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-focus";

/** The menu of the top-menu layout: top entries in the header, groups open as dropdowns (submenus nest). */
export function TopMenu({ routes }: { routes: readonly RouteNode[] }) {
  const t = useText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = visibleMenu(routes);

  const toEntries = (items: readonly RouteNode[]): DropdownMenuEntry[] =>
    items.map((route) => ({
      key: route.path,
      label: route.title,
      textValue: route.title,
      icon: <MenuIcon name={route.icon} />,
      ...(route.children.length > 0 ? { children: toEntries(route.children) } : {}),
    }));

  const open = (path: string) => {
    const route = findRouteChain(routes, path)?.at(-1);
    if (!route) return;
    if (route.external && isSafeMenuUrl(route.url)) {
      window.open(route.url, "_blank", "noopener,noreferrer");
      return;
    }
    storeRouteTitle(route.path, route.title);
    navigate(route.path);
  };

  const look = (active: boolean) =>
    clsx(
      itemBase,
      active
        ? "border-menu-indicator text-menu-item-selected-fg"
        : "border-transparent text-menu-fg hover:text-menu-fg-hover",
    );

  return (
    <nav aria-label={t("layout.mainMenu")} className="flex min-w-0 flex-1 overflow-x-auto">
      <ul className="flex">
        {entries.map((route) => {
          const active = containsPath(route, pathname);
          const label = (
            <>
              <MenuIcon name={route.icon} />
              <span>{route.title}</span>
            </>
          );
          return (
            <li key={route.id}>
              {route.children.length > 0 ? (
                <DropdownMenu items={toEntries(route.children)} onSelect={open}>
                  <button type="button" className={look(active)}>
                    {label}
                    <ChevronDownIcon aria-hidden="true" className="size-3 opacity-65" />
                  </button>
                </DropdownMenu>
              ) : (
                <MenuEntryLink route={route} current={route.path === pathname} className={look(active)}>
                  {label}
                </MenuEntryLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
