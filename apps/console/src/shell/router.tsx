import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { config } from "../config";
import { loadFrameTexts, translatorFor } from "../locale";
import type { ConsoleServices } from "../providers/services";
import { RouteError } from "./errors/RouteError";
import { createGuardLoader } from "./guard/guard-loader";
import { PageLoading } from "./layout/PageLoading";

const t = translatorFor(config.locale);

/**
 * The sign-in page's route: its page loads when first opened and shows only the built-in texts. The pages
 * outside the frame name their files directly rather than through the views registry: the registry lists
 * every view of the app, which the sign-in page need not load.
 */
function signInRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** A page other than the sign-in page: it loads with the whole text catalog (the sign-in part is built in). */
function pageRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await withFrameTexts(load)).default }) };
}

/** Loads a page's code with the whole text catalog and, for a frame page, the rest of the API client. */
async function withFrameTexts<T>(load: () => Promise<T>, loadSignedIn?: () => Promise<void>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadFrameTexts(), loadSignedIn?.()]);
  return loaded;
}

/** A fixed page of the frame (a view under a given title); it loads with the views registry, after sign-in. */
function fixedViewRoute(
  path: string,
  component: string,
  title: string,
  loadSignedIn: ConsoleServices["loadSignedIn"],
): RouteObject {
  return {
    path,
    lazy: async () => {
      const { FixedView } = await withFrameTexts(() => import("../views/FixedView"), loadSignedIn);
      return { element: <FixedView component={component} title={title} /> };
    },
  };
}

/**
 * The route table (product spec §2). The guard runs before every navigation on the root route; menu pages
 * share one splat route inside the layout that looks the path up in the server menu. `/`, `/user` and
 * `/dentistry` redirect inside the guard, before any page renders.
 */
export function createRoutes(services: ConsoleServices): RouteObject[] {
  const { loadSignedIn } = services;
  return [
    {
      id: "root",
      loader: createGuardLoader(services),
      // The guard must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        signInRoute("/user/login", () => import("../views/user/Login")),
        signInRoute("/dentistry/login", () => import("../views/user/Login")),
        pageRoute("/user/register", () => import("../views/user/Register")),
        pageRoute("/user/register-result", () => import("../views/user/RegisterResult")),
        pageRoute("/user/alteration", () => import("../views/user/Alteration")),
        pageRoute("/404", () => import("../views/exception/components/NotFoundPage")),
        {
          // The frame (menus, header, tabs, notices, dialogs) loads after sign-in, not with the login page.
          lazy: async () => ({
            Component: (await withFrameTexts(() => import("./layout/MainLayout"), loadSignedIn)).MainLayout,
          }),
          ErrorBoundary: RouteError,
          children: [
            fixedViewRoute("/test/home", "test/Home", t("testHome.title"), loadSignedIn),
            fixedViewRoute(
              "/isps/userAnnouncement",
              "system/UserAnnouncementList",
              t("route.myAnnouncements"),
              loadSignedIn,
            ),
            // Any online report by its code or id, with or without a menu entry (the designer links here).
            fixedViewRoute(
              "/online/cgreport/:code",
              "online/OnlineReportList",
              t("onlineReport.title"),
              loadSignedIn,
            ),
            {
              path: "*",
              lazy: async () => ({
                Component: (await withFrameTexts(() => import("../views/MenuView"), loadSignedIn)).default,
              }),
              ErrorBoundary: RouteError,
            },
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
