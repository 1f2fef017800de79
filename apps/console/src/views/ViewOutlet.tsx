import type { RouteNode } from "@kanya/core/menu";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { PageLoading } from "../shell/layout/PageLoading";
import { ModuleNotFound } from "./ModuleNotFound";
import { resolveView, type ViewLoader } from "./registry";
import { ViewNotBuilt } from "./ViewNotBuilt";
import type { ViewProps } from "./view-props";

const lazyViews = new Map<string, LazyExoticComponent<ComponentType<ViewProps>>>();

/** The lazy component of a view file, created once so React keeps its state between renders. */
function lazyView(path: string, load: ViewLoader): LazyExoticComponent<ComponentType<ViewProps>> {
  let view = lazyViews.get(path);
  if (!view) {
    view = lazy(load);
    lazyViews.set(path, view);
  }
  return view;
}

/**
 * The view a route's `component` names: the view file (loaded on first use), nothing for a container, the
 * 功能建设中 page for a view not built yet, or JeecgBoot's MODULE_NOT_FOUND panel for an unknown one.
 */
export function ViewOutlet({ route }: { route: RouteNode }) {
  const resolved = resolveView(route.component);
  switch (resolved.kind) {
    case "container":
      return null;
    case "unbuilt":
      return <ViewNotBuilt title={route.title} />;
    case "missing":
      return <ModuleNotFound component={route.component} />;
    case "view": {
      const View = lazyView(resolved.path, resolved.load);
      return (
        <Suspense fallback={<PageLoading />}>
          <View key={route.path} route={route} />
        </Suspense>
      );
    }
  }
}
