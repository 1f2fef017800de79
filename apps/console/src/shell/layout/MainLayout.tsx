import { findRouteChain } from "@kanya/core/menu";
import { useCallback, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "./Breadcrumb";
import { Copyright } from "./Copyright";
import { Header } from "./Header";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { SideMenu } from "./SideMenu";
import { useDocumentTitle } from "./use-document-title";
import { useIsMobile } from "./use-media-query";
import { useMenuRoutes } from "./use-menu-routes";
import { useSystemName } from "./use-system-name";

/** Side menu, header, breadcrumb, content and footer around every page the menu names. */
export function MainLayout() {
  const systemName = useSystemName();
  const { pathname } = useLocation();
  const routes = useMenuRoutes();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const chain = findRouteChain(routes, pathname) ?? [];
  const pageTitle = chain.at(-1)?.title;
  useDocumentTitle(pageTitle);

  return (
    <div className="flex h-dvh bg-layout text-[14px] text-fg">
      {!isMobile && (
        <aside
          className="flex shrink-0 flex-col overflow-hidden border-r border-[rgb(0_0_0/0.06)] bg-surface transition-[width] duration-200"
          style={{ width: collapsed ? 80 : 200 }}
        >
          <Logo compact={collapsed} />
          <div className="flex-1 overflow-y-auto">
            <SideMenu routes={routes} collapsed={collapsed} onExpandRequest={() => setCollapsed(false)} />
          </div>
        </aside>
      )}
      {isMobile && (
        <MobileDrawer open={drawerOpen} onClose={closeDrawer}>
          <Logo />
          <SideMenu routes={routes} onNavigate={closeDrawer} />
        </MobileDrawer>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          isMobile={isMobile}
          collapsed={collapsed}
          onToggleMenu={() => (isMobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
        />
        <div className="flex-1 overflow-y-auto">
          <main className="p-4 md:p-6">
            <div className="mb-4 flex flex-col gap-2">
              <Breadcrumb chain={chain} />
              {pageTitle && <h1 className="text-[20px] font-semibold leading-8 text-fg">{pageTitle}</h1>}
            </div>
            <Outlet />
          </main>
          <footer className="px-6 pb-6 text-center text-[13px] text-fg-secondary">
            <Copyright name={systemName} />
          </footer>
        </div>
      </div>
    </div>
  );
}
