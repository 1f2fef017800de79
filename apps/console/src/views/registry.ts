import type { ComponentType } from "react";
import { withChunkTimeout } from "../shell/errors/chunk-load-error";
import { UNBUILT_VIEWS } from "./unbuilt-views";
import { CONTAINER_VIEWS, VIEW_ALIASES } from "./view-aliases";
import type { ViewProps } from "./view-props";

export type ViewModule = { default: ComponentType<ViewProps> };
export type ViewLoader = () => Promise<ViewModule>;

/**
 * Every view file, found by the files themselves: `views/system/UserList.tsx` serves the component path
 * `system/UserList`. Only files inside a folder are views (the files beside this one are the machinery), and
 * a view's own parts live in a `components/` folder. Each view loads as its own chunk on first use.
 */
const files = import.meta.glob<ViewModule>([
  "./*/**/*.tsx",
  "!./**/*.test.tsx",
  "!./**/*.stories.tsx",
  "!./**/components/**",
]);

/**
 * Component path → loader, e.g. `system/UserList` → `() => import("./system/UserList.tsx")`; a file still
 * loading after spec §8's 120000 ms fails as a chunk error (the page then offers 重新加载).
 */
export const VIEW_FILES: Readonly<Record<string, ViewLoader>> = Object.fromEntries(
  Object.entries(files).map(([file, load]) => [
    file.replace(/^\.\//, "").replace(/\.tsx$/, ""),
    withChunkTimeout(load),
  ]),
);

/** What a menu entry's `component` turns into. */
export type ViewResolution =
  | { kind: "view"; path: string; load: ViewLoader }
  /** A group of nested menus, which shows nothing itself. */
  | { kind: "container" }
  /** Named by the menu, not built yet: the 功能建设中 page. */
  | { kind: "unbuilt" }
  /** Neither a file nor a known unbuilt view: JeecgBoot's `Cannot find module … MODULE_NOT_FOUND`. */
  | { kind: "missing" };

/** Looks a menu component up: a leading `/` or a `.vue` ending (as some JeecgBoot menus write it) is ignored. */
export function resolveView(component: string): ViewResolution {
  const name = component
    .trim()
    .replace(/^\/+/, "")
    .replace(/\.vue$/, "");
  if (CONTAINER_VIEWS.includes(name)) return { kind: "container" };
  const path = VIEW_ALIASES[name] ?? name;
  const load = VIEW_FILES[path];
  if (load) return { kind: "view", path, load };
  if (UNBUILT_VIEWS.includes(path)) return { kind: "unbuilt" };
  return { kind: "missing" };
}
