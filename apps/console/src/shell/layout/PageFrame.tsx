import { findRouteChain } from "@kanya/core/menu";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { Breadcrumb } from "./Breadcrumb";
import { useMenuRoutes } from "./use-menu-routes";
import { usePageTitle } from "./use-page-title";

interface HeaderSlots {
  description: HTMLElement | null;
  extra: HTMLElement | null;
}

const HeaderSlotsContext = createContext<HeaderSlots>({ description: null, extra: null });

/**
 * What a page adds to the frame's header, beside the title that comes from its menu entry, as JeecgBoot's
 * page wrapper reads description and extra from the child page. Render it anywhere in the page.
 */
export function PageHeader({ description, extra }: { description?: ReactNode; extra?: ReactNode }) {
  const slots = useContext(HeaderSlotsContext);
  return (
    <>
      {description != null && slots.description && createPortal(description, slots.description)}
      {extra != null && slots.extra && createPortal(extra, slots.extra)}
    </>
  );
}

/** The page wrapper: breadcrumb from 首页, the title of the route, the page's own description and extra. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = useMenuRoutes();
  const chain = findRouteChain(routes, pathname) ?? [];
  const title = usePageTitle(pathname);
  const [description, setDescription] = useState<HTMLElement | null>(null);
  const [extra, setExtra] = useState<HTMLElement | null>(null);
  const slots = useMemo(() => ({ description, extra }), [description, extra]);
  return (
    <HeaderSlotsContext value={slots}>
      <div className="mb-4 bg-surface px-6 pt-3 pb-4">
        <Breadcrumb chain={chain} />
        <div className="mt-2 flex flex-wrap items-start gap-4">
          <div className="min-w-0 flex-1">
            {title && <h1 className="text-[20px] font-semibold leading-8 text-fg">{title}</h1>}
            <div ref={setDescription} className="text-fg-secondary empty:hidden" />
          </div>
          <div ref={setExtra} className="shrink-0 empty:hidden" />
        </div>
      </div>
      <div className="px-4 md:px-6">{children}</div>
    </HeaderSlotsContext>
  );
}
