import type { RouteNode } from "@kanya/core/menu";
import { Button } from "@kanya/ui/button";
import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from "@kanya/ui/icons";
import { clsx } from "clsx";
import { memo } from "react";
import { useText } from "../../locale";
import { Logo } from "../layout/Logo";
import { TopMenu } from "../layout/TopMenu";
import { MenuSearch } from "../menu-search/MenuSearch";
import { NoticeBell } from "../notices/NoticeBell";
import { HeaderGreeting } from "./HeaderGreeting";
import { UserMenu } from "./UserMenu";

interface HeaderProps {
  layout: "sidemenu" | "topmenu";
  isMobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
  /** Stays at the top while the page scrolls. */
  fixed: boolean;
  /** Slid out of view (auto-hide while scrolling down). */
  hidden: boolean;
  /** Top menu with fixed content width: the bar's content is 1200 px wide, like the page. */
  fixedWidth: boolean;
  routes: readonly RouteNode[];
}

/**
 * The top bar: menu toggle (or, in the top-menu layout, logo and menu), the greeting, menu search,
 * the notice bell and the user's menu. Memoised: a navigation (a tab switch) changes none of its props, and
 * what follows the location inside it (the top menu) re-renders by itself.
 */
export const Header = memo(function Header({
  layout,
  isMobile,
  collapsed,
  onToggleMenu,
  fixed,
  hidden,
  fixedWidth,
  routes,
}: HeaderProps) {
  const t = useText();
  const topmenu = layout === "topmenu";
  const toggleLabel = isMobile
    ? t("layout.openMenu")
    : t(collapsed ? "layout.expandMenu" : "layout.collapseMenu");

  return (
    <header
      className={clsx(
        "z-20 h-16 shrink-0 shadow-[0_1px_4px_rgb(0_21_41/0.08)] transition-transform duration-200",
        topmenu ? "bg-menu-bg" : "bg-surface",
        fixed && "sticky top-0",
        hidden && "-translate-y-full",
      )}
    >
      <div className={clsx("flex h-full items-center gap-3 px-4", fixedWidth && "mx-auto max-w-[1200px]")}>
        {topmenu ? (
          <>
            <Logo className="-ml-4" />
            <TopMenu routes={routes} />
          </>
        ) : (
          <>
            <Button
              variant="text"
              icon={isMobile ? <MenuIcon /> : collapsed ? <PanelLeftOpenIcon /> : <PanelLeftCloseIcon />}
              aria-label={toggleLabel}
              aria-expanded={isMobile ? undefined : !collapsed}
              onClick={onToggleMenu}
            />
            <HeaderGreeting isMobile={isMobile} />
          </>
        )}
        <div className={clsx("ml-auto flex shrink-0 items-center gap-1", topmenu && "text-menu-fg")}>
          <MenuSearch routes={routes} compact={isMobile} />
          <NoticeBell />
          <UserMenu compact={isMobile} />
        </div>
      </div>
    </header>
  );
});
