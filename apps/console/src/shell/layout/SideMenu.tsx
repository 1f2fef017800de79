import type { RouteNode } from "@kanya/core/menu";
import { containsPath, isSafeMenuUrl, visibleMenu } from "@kanya/core/menu";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useText } from "../../locale";
import { ChevronIcon } from "./icons";
import { MenuBadge } from "./MenuBadge";

interface SideMenuProps {
  routes: readonly RouteNode[];
  /** Narrow mode (80 px): badges only, titles as tooltips. */
  collapsed?: boolean;
  /** Called after an item is chosen (the mobile drawer closes itself). */
  onNavigate?: () => void;
  /** Asks the layout to widen the menu, when a group is opened in narrow mode. */
  onExpandRequest?: () => void;
}

/** The side menu built from the route tree: groups expand, the current page is highlighted. */
export function SideMenu({ routes, collapsed = false, onNavigate, onExpandRequest }: SideMenuProps) {
  const t = useText();
  const { pathname } = useLocation();
  const entries = visibleMenu(routes);
  // Groups the user toggled; a group holding the current page starts open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (route: RouteNode) => toggled[route.id] ?? containsPath(route, pathname);

  const renderEntries = (items: readonly RouteNode[], depth: number) =>
    items.map((route) => {
      const active = containsPath(route, pathname);
      const indent = { paddingInlineStart: collapsed ? undefined : 24 + depth * 24 };
      const label = (
        <>
          {depth === 0 && <MenuBadge title={route.title} active={active} />}
          {!collapsed && <span className="truncate">{route.title}</span>}
        </>
      );
      // In narrow mode only the badge shows, so the title names the item for tooltips and screen readers.
      const narrowName = collapsed ? { title: route.title, "aria-label": route.title } : {};
      const itemClass = `flex h-10 w-full items-center gap-2.5 text-left text-[14px] transition-colors ${
        collapsed ? "justify-center px-0" : "pr-4"
      }`;

      if (route.children.length > 0) {
        const open = !collapsed && isOpen(route);
        return (
          <li key={route.id}>
            <button
              type="button"
              aria-expanded={open}
              {...narrowName}
              className={`${itemClass} ${active ? "text-primary" : "text-fg hover:text-primary"}`}
              style={indent}
              onClick={() => {
                if (collapsed) onExpandRequest?.();
                setToggled((prev) => ({ ...prev, [route.id]: collapsed ? true : !open }));
              }}
            >
              {label}
              {!collapsed && (
                <span className="ml-auto text-fg-secondary">
                  <ChevronIcon up={open} />
                </span>
              )}
            </button>
            {open && <ul className="bg-[rgb(0_0_0/0.02)]">{renderEntries(route.children, depth + 1)}</ul>}
          </li>
        );
      }

      const current = route.path === pathname;
      const leafClass = `${itemClass} ${
        current ? "border-r-[3px] border-primary bg-[#e6f7ff] text-primary" : "text-fg hover:text-primary"
      }`;
      return (
        <li key={route.id}>
          {route.external && isSafeMenuUrl(route.url) ? (
            <a
              href={route.url}
              target="_blank"
              rel="noreferrer"
              className={leafClass}
              style={indent}
              {...narrowName}
            >
              {label}
            </a>
          ) : (
            <Link
              to={route.path}
              aria-current={current ? "page" : undefined}
              className={leafClass}
              style={indent}
              {...narrowName}
              onClick={onNavigate}
            >
              {label}
            </Link>
          )}
        </li>
      );
    });

  return (
    <nav aria-label={t("layout.mainMenu")} className="py-1">
      <ul>{renderEntries(entries, 0)}</ul>
    </nav>
  );
}
