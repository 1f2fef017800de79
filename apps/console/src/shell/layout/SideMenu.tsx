import type { RouteNode } from "@kanya/core/menu";
import { containsPath, visibleMenu } from "@kanya/core/menu";
import { ChevronDownIcon } from "@kanya/ui/icons";
import { Tooltip } from "@kanya/ui/tooltip";
import { clsx } from "clsx";
import { useState } from "react";
import { useLocation } from "react-router";
import { useText } from "../../locale";
import { MenuIcon } from "../menu-icons";
import { MenuEntryLink } from "./MenuEntryLink";

interface SideMenuProps {
  routes: readonly RouteNode[];
  /** Narrow mode (80 px): icons only, titles as tooltips. */
  collapsed?: boolean;
  /** Called after an item is chosen (the mobile drawer closes itself). */
  onNavigate?: () => void;
  /** Asks the layout to widen the menu, when a group is opened in narrow mode. */
  onExpandRequest?: () => void;
}

const itemBase =
  "flex h-10 w-full items-center gap-2.5 text-left text-[14px] transition-colors outline-none " +
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-focus";

/**
 * The side menu built from the route tree, in the menu theme's colours (`--color-menu-*`): groups
 * expand, the current page is highlighted, every level shows the icon its menu entry names.
 */
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
      const indent = collapsed ? undefined : { paddingInlineStart: 24 + depth * 24 };
      const label = (
        <>
          <MenuIcon name={route.icon} className={collapsed ? "size-[18px]" : undefined} />
          {!collapsed && <span className="truncate">{route.title}</span>}
        </>
      );
      const layout = collapsed ? "justify-center px-0" : "pr-4";

      if (route.children.length > 0) {
        const open = !collapsed && isOpen(route);
        const button = (
          <button
            type="button"
            aria-expanded={open}
            aria-label={collapsed ? route.title : undefined}
            className={clsx(
              itemBase,
              layout,
              active ? "text-menu-item-selected-fg" : "text-menu-fg hover:text-menu-fg-hover",
            )}
            style={indent}
            onClick={() => {
              if (collapsed) onExpandRequest?.();
              setToggled((prev) => ({ ...prev, [route.id]: collapsed ? true : !open }));
            }}
          >
            {label}
            {!collapsed && (
              <ChevronDownIcon
                aria-hidden="true"
                className={clsx("ml-auto size-3 opacity-65 transition-transform", open && "rotate-180")}
              />
            )}
          </button>
        );
        return (
          <li key={route.id}>
            {collapsed ? (
              <Tooltip title={route.title} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
            {open && <ul className="bg-menu-submenu-bg">{renderEntries(route.children, depth + 1)}</ul>}
          </li>
        );
      }

      const current = route.path === pathname;
      const link = (
        <MenuEntryLink
          route={route}
          current={current}
          label={collapsed ? route.title : undefined}
          onNavigate={onNavigate}
          style={indent}
          className={clsx(
            itemBase,
            layout,
            current
              ? "border-r-[3px] border-menu-indicator bg-menu-item-selected-bg text-menu-item-selected-fg"
              : "text-menu-fg hover:bg-menu-item-hover-bg hover:text-menu-fg-hover",
          )}
        >
          {label}
        </MenuEntryLink>
      );
      return (
        <li key={route.id}>
          {collapsed ? (
            <Tooltip title={route.title} placement="right">
              {link}
            </Tooltip>
          ) : (
            link
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
