import { createBrowserRouter, type RouteObject } from "react-router";
import MenuPage from "../pages/MenuPage";
import { ModuleNotFound } from "../pages/ModuleNotFound";
import { UserLayout } from "../pages/user/UserLayout";
import { guardLoader } from "./guard/guardLoader";
import { MainLayout } from "./layout/MainLayout";
import { PageLoading } from "./layout/PageLoading";
import { RouteError } from "./RouteError";

/** Account pages the route table names but this console does not build yet. */
function UnbuiltUserPage({ component }: { component: string }) {
  return (
    <UserLayout>
      <ModuleNotFound component={component} />
    </UserLayout>
  );
}

/**
 * The route table (product spec §2). The guard runs before every navigation on the root route;
 * menu pages share one splat route that looks the path up in the server menu.
 * `/`, `/user` and `/dentistry` redirect inside the guard, before any page renders.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    loader: guardLoader,
    // The guard must see every navigation, not only those that change this route's params.
    shouldRevalidate: () => true,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      ...["/user/login", "/dentistry/login"].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("../pages/user/LoginPage")).default }),
      })),
      { path: "/user/register", element: <UnbuiltUserPage component="user/Register" /> },
      { path: "/user/register-result", element: <UnbuiltUserPage component="user/RegisterResult" /> },
      { path: "/user/alteration", element: <UnbuiltUserPage component="user/Alteration" /> },
      {
        path: "/404",
        lazy: async () => ({ Component: (await import("../pages/exception/NotFound")).default }),
      },
      {
        Component: MainLayout,
        children: [{ path: "*", Component: MenuPage, ErrorBoundary: RouteError }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
