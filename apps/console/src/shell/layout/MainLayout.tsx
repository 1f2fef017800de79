import { Drawer } from "@kanya/ui/drawer";
import { clsx } from "clsx";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useText } from "../../locale";
import { Header } from "../header/Header";
import { KeptPage } from "../tabs/KeptPage";
import { usePageSnapshots } from "../tabs/use-page-snapshots";
import { useTabScrollMemory } from "../tabs/use-tab-scroll-memory";
import { useWorkspace } from "../tabs/use-workspace";
import { WorkspaceTabs } from "../tabs/WorkspaceTabs";
import { useShellSettings } from "../theme";
import { Copyright } from "./Copyright";
import { Logo } from "./Logo";
import { SideMenu } from "./SideMenu";
import { useAutoHideHeader } from "./use-auto-hide-header";
import { useDocumentTitle } from "./use-document-title";
import { useIsMobile } from "./use-media-query";
import { useMenuRoutes } from "./use-menu-routes";
import { usePageTitle } from "./use-page-title";
import { useSystemName } from "./use-system-name";

/** Spec §9: the side menu is 200 px wide, 80 px when collapsed. */
const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 80;

/**
 * The frame around every page inside the console (spec §2): side or top menu, header, the tab workspace
 * with its kept-alive pages, and the footer; on mobile the menu is a drawer and tabs give way to the
 * current page. Layout follows the theme drawer's settings.
 */
export function MainLayout() {
  const t = useText();
  const systemName = useSystemName();
  const { settings } = useShellSettings();
  const location = useLocation();
  const routes = useMenuRoutes();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const fullPath = location.pathname + location.search;
  const title = usePageTitle(location.pathname) ?? systemName;
  const multipage = settings.multipage && !isMobile;
  const { state, dispatch } = useWorkspace({ fullPath, title, multipage });
  const pages = usePageSnapshots(fullPath, state.tabs);
  useTabScrollMemory(state.activePath);
  useDocumentTitle(state.tabs.find((tab) => tab.fullPath === state.activePath)?.title);

  const topmenu = settings.layout === "topmenu" && !isMobile;
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const activePage = pages.get(state.activePath);
  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const toggleMenu = useCallback(
    () => (isMobile ? setDrawerOpen(true) : setCollapsed((value) => !value)),
    [isMobile],
  );

  return (
    <div className="flex min-h-dvh bg-layout text-[14px] text-fg">
      {!topmenu && !isMobile && (
        <aside
          aria-label={t("layout.sider")}
          className={clsx(
            "flex shrink-0 flex-col border-r border-menu-border bg-menu-bg transition-[width] duration-200",
            settings.fixSiderbar && "sticky top-0 h-dvh",
          )}
          style={{ width: siderWidth }}
        >
          <Logo compact={collapsed} />
          <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden">
            <SideMenu routes={routes} collapsed={collapsed} onExpandRequest={() => setCollapsed(false)} />
          </div>
        </aside>
      )}
      {isMobile && (
        <Drawer
          placement="left"
          width={SIDER_WIDTH}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          title={systemName}
          bodyClassName="bg-menu-bg p-0"
        >
          <SideMenu routes={routes} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          layout={topmenu ? "topmenu" : "sidemenu"}
          isMobile={isMobile}
          collapsed={collapsed}
          onToggleMenu={toggleMenu}
          fixed={settings.fixedHeader}
          hidden={headerHidden}
          fixedWidth={topmenu && settings.contentWidth === "Fixed"}
          routes={routes}
        />
        <main
          className={clsx(
            "flex-1 pb-6",
            topmenu && settings.contentWidth === "Fixed" && "mx-auto w-full max-w-[1200px]",
          )}
        >
          {multipage ? (
            <WorkspaceTabs workspace={state} dispatch={dispatch} pages={pages} />
          ) : (
            activePage && <KeptPage key={state.activePath} page={activePage} active />
          )}
        </main>
        <footer className="px-6 pb-6 text-center text-[13px] text-fg-secondary">
          <Copyright name={systemName} />
        </footer>
      </div>
    </div>
  );
}
