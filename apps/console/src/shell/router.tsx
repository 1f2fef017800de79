import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { config } from "../config";
import { translatorFor } from "../locale";
import type { ConsoleServices } from "../providers/services";
import { FixedView } from "../views/FixedView";
import MenuView from "../views/MenuView";
import { VIEW_FILES } from "../views/registry";
import { RouteError } from "./errors/RouteError";
import { createGuardLoader } from "./guard/guard-loader";
import { PageLoading } from "./layout/PageLoading";

const t = translatorFor(config.locale);

/** A route whose page is a view file (`user/Login` → views/user/Login.tsx), loaded when first opened. */
function viewRoute(path: string, view: string): RouteObject {
  const load = VIEW_FILES[view];
  if (!load) throw new Error(`No view file for ${view}`);
  return { path, lazy: async () => ({ Component: (await load()).default as ComponentType }) };
}

/**
 * The route table (product spec §2). The guard runs before every navigation on the root route; menu pages
 * share one splat route inside the layout that looks the path up in the server menu. `/`, `/user` and
 * `/dentistry` redirect inside the guard, before any page renders.
 */
export function createRoutes(services: ConsoleServices): RouteObject[] {
  return [
    {
      id: "root",
      loader: createGuardLoader(services),
      // The guard must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        viewRoute("/user/login", "user/Login"),
        viewRoute("/dentistry/login", "user/Login"),
        viewRoute("/user/register", "user/Register"),
        viewRoute("/user/register-result", "user/RegisterResult"),
        viewRoute("/user/alteration", "user/Alteration"),
        {
          path: "/404",
          lazy: async () => ({
            Component: (await import("../views/exception/components/NotFoundPage")).default,
          }),
        },
        {
          // The frame (menus, header, tabs, notices, dialogs) loads after sign-in, not with the login page.
          lazy: async () => ({ Component: (await import("./layout/MainLayout")).MainLayout }),
          ErrorBoundary: RouteError,
          children: [
            { path: "/test/home", element: <FixedView component="test/Home" title={t("testHome.title")} /> },
            {
              path: "/isps/userAnnouncement",
              element: (
                <FixedView component="system/UserAnnouncementList" title={t("route.myAnnouncements")} />
              ),
            },
            { path: "*", Component: MenuView, ErrorBoundary: RouteError },
          ],
        },
      ],
    },
  ];
}

/** History mode with base `/`. */
export function createAppRouter(services: ConsoleServices) {
  return createBrowserRouter(createRoutes(services));
}
