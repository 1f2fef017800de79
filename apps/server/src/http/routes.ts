import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Access } from "./access";
import type { AppEnv } from "./env";
import { errorWithCode } from "./result";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type RouteHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** One endpoint of a module: the access it needs is part of its declaration, not an afterthought. */
export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Run after the guard, before the handler: input validation (Hono's `validator` shape). */
  readonly middleware?: readonly MiddlewareHandler<AppEnv>[];
  readonly handler: RouteHandler;
}

/** The route with its input checked first by `middleware` (which sets what the handler reads). */
export function validated(route: RouteSpec, ...middleware: MiddlewareHandler<AppEnv>[]): RouteSpec {
  return { ...route, middleware: [...(route.middleware ?? []), ...middleware] };
}

export const get = (path: string, access: Access, handler: RouteHandler): RouteSpec => ({
  method: "GET",
  path,
  access,
  handler,
});
export const post = (path: string, access: Access, handler: RouteHandler): RouteSpec => ({
  method: "POST",
  path,
  access,
  handler,
});
export const put = (path: string, access: Access, handler: RouteHandler): RouteSpec => ({
  method: "PUT",
  path,
  access,
  handler,
});
export const del = (path: string, access: Access, handler: RouteHandler): RouteSpec => ({
  method: "DELETE",
  path,
  access,
  handler,
});

/**
 * Registers the routes behind their guard, then answers other methods on the same paths the way Spring
 * does (code 405, `不支持GET请求方法，支持以下POST、`).
 */
export function mountRoutes(
  api: Hono<AppEnv>,
  routes: readonly RouteSpec[],
  guard: (access: Access) => MiddlewareHandler<AppEnv>,
): void {
  const methodsByPath = new Map<string, HttpMethod[]>();
  for (const route of routes) {
    api.on(route.method, route.path, guard(route.access), ...(route.middleware ?? []), route.handler);
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
  }
  for (const [path, methods] of methodsByPath) {
    api.all(path, (c) => {
      const allowed = methods.map((m) => `${m}、`).join("");
      return c.json(errorWithCode(405, `不支持${c.req.method}请求方法，支持以下${allowed}`));
    });
  }
}

/** The paths of the routes a browser may open by a link (`openableByLink`): a path ticket opens only these. */
export function linkPathsOf(routes: readonly RouteSpec[]): ReadonlySet<string> {
  return new Set(routes.filter((r) => r.access.kind !== "anonymous" && r.access.link).map((r) => r.path));
}
