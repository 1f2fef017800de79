import {
  findRouteChain,
  firstLeafPath,
  HOME_COMPONENT,
  hasComponent,
  type RouteNode,
} from "../menu/index.js";
import {
  DENTISTRY_HOME_PATH,
  DENTISTRY_LOGIN_PATH,
  HOME_PATH,
  LOGIN_PATH,
  LOGIN_PATHS,
  NOT_FOUND_PATH,
  OPEN_PATHS,
  SIGNED_IN_PATHS,
  SIGNED_IN_PATTERNS,
} from "./console-paths.js";
import { isDentistryUser } from "./dentistry.js";
import { readQueryParam } from "./query-param.js";

/** The location being opened. `search` is `""` or starts with `?`. */
export interface NavigationTarget {
  pathname: string;
  search: string;
}

/** The part of the signed-in user the guard reads: the work number (dentistry staff's start with CK:). */
type StaffUser = { workNo?: string | null } | null | undefined;

/** What the guard knows about the visitor. */
export interface GuardSession {
  hasToken: boolean;
  user?: StaffUser;
  /** The route tree from the server menu; undefined until it has been fetched on this page load. */
  routes?: readonly RouteNode[] | undefined;
}

export type NavigationDecision =
  | { type: "render" }
  | { type: "redirect"; to: string }
  /** A login page opened while signed in: forget token and user info, then show the login page. */
  | { type: "signOutAndRender" }
  /** Signed in but the menu is not known yet: fetch it, then ask `decideLanding`. */
  | { type: "loadPermissions" };

/** Fixed redirects of the route table. */
const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  "/": HOME_PATH,
  "/user": LOGIN_PATH,
  "/dentistry": DENTISTRY_LOGIN_PATH,
};

/** Pages whose first load sends the user to the menu's first page instead. */
const LANDING_ALIASES: readonly string[] = ["/", NOT_FOUND_PATH, HOME_PATH];

/** The route guard (product spec §2), as a pure decision on one navigation. */
export function decideNavigation(target: NavigationTarget, session: GuardSession): NavigationDecision {
  const { pathname, search } = target;
  // `/isystem/user/` and `//isystem//user` are the same page. Collapsing also keeps a `//host` path from
  // ever reaching a redirect, where it would read as another site.
  const canonical = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  if (canonical !== pathname) return { type: "redirect", to: canonical + search };
  const fixed = STATIC_REDIRECTS[pathname];
  if (fixed) return { type: "redirect", to: fixed + search };

  if (!session.hasToken) {
    if (OPEN_PATHS.includes(pathname)) return { type: "render" };
    if (pathname === DENTISTRY_HOME_PATH) return { type: "redirect", to: DENTISTRY_LOGIN_PATH };
    return { type: "redirect", to: loginRedirect(target) };
  }

  if (LOGIN_PATHS.includes(pathname)) return { type: "signOutAndRender" };
  if (!session.routes) return { type: "loadPermissions" };
  const routes = session.routes;

  if (pathname === NOT_FOUND_PATH) {
    const dentistryHome = dentistryHomeFor(session.user, routes);
    return dentistryHome ? { type: "redirect", to: dentistryHome } : { type: "render" };
  }
  if (OPEN_PATHS.includes(pathname) || SIGNED_IN_PATHS.includes(pathname)) return { type: "render" };

  const node = findRouteChain(routes, pathname)?.at(-1);
  if (!node && SIGNED_IN_PATTERNS.some((pattern) => pattern.test(pathname))) return { type: "render" };
  if (!node) return { type: "redirect", to: NOT_FOUND_PATH };
  const container = containerTarget(node);
  return container ? { type: "redirect", to: container } : { type: "render" };
}

/**
 * Where to go once the menu has arrived: the `redirect` query or the requested location, except that
 * `/`, `/404` and the home page lead to the user's landing page: the dentistry order view for dentistry
 * staff whose menu has it, else the first page of the menu.
 */
export function decideLanding(
  target: NavigationTarget,
  routes: readonly RouteNode[],
  user?: StaffUser,
): string {
  const requested = safeRedirect(readQueryParam(target.search, "redirect")) ?? fullPath(target);
  const requestedPath = requested.split(/[?#]/, 1)[0] ?? requested;
  if (LANDING_ALIASES.includes(requestedPath)) {
    return dentistryHomeFor(user, routes) ?? firstLeafPath(routes) ?? HOME_PATH;
  }
  return requested;
}

/** A failed permission fetch signs the user out and asks them to sign in again, coming back here after. */
export function decidePermissionFailure(target: NavigationTarget): string {
  return loginRedirect(target);
}

/** The login page for a user who just signed out: dentistry staff have their own. */
export function loginPathFor(user: StaffUser): string {
  return isDentistryUser(user) ? DENTISTRY_LOGIN_PATH : LOGIN_PATH;
}

/** `/user/login?redirect=<where the user wanted to go>`. */
export function loginRedirect(target: NavigationTarget): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath(target))}`;
}

/**
 * Only same-site paths are followed, so a crafted `?redirect=https://evil.example` or
 * `//evil.example` link cannot send a freshly signed-in user elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  // Browsers drop tabs and line breaks inside URLs and read `\` as `/`, so `/\t/evil.example` is refused too.
  if (!value?.startsWith("/") || value.startsWith("//") || /[\s\\]/.test(value)) return undefined;
  return value;
}

function fullPath({ pathname, search }: NavigationTarget): string {
  return pathname + search;
}

/** A menu group opened directly goes to its redirect, else to its first page. */
function containerTarget(node: RouteNode): string | undefined {
  if (node.children.length === 0) return undefined;
  if (node.redirect && node.redirect !== node.path) return node.redirect;
  return firstLeafPath(node.children);
}

/** Where the login form sends a user who just signed in: the `redirect` query, or home. */
export function afterLoginPath(search: string): string {
  const requested = safeRedirect(readQueryParam(search, "redirect"));
  const requestedPath = requested?.split(/[?#]/, 1)[0];
  if (!requested || (requestedPath && LOGIN_PATHS.includes(requestedPath))) return HOME_PATH;
  return requested;
}

/**
 * The "home" of a user, for the 404 page's way back: dentistry staff go to their order view;
 * otherwise the home page when the menu has it, else the menu's first page.
 */
export function homePathFor(user: StaffUser, routes: readonly RouteNode[]): string {
  const dentistryHome = dentistryHomeFor(user, routes);
  if (dentistryHome) return dentistryHome;
  if (hasComponent(routes, HOME_COMPONENT)) return HOME_PATH;
  return firstLeafPath(routes) ?? HOME_PATH;
}

/**
 * The dentistry order view, for dentistry staff (spec §2: their landing page) whose menu has it; nothing
 * otherwise, so a user without it is never sent to a page that would bounce them back.
 */
function dentistryHomeFor(user: StaffUser, routes: readonly RouteNode[]): string | undefined {
  return isDentistryUser(user) && findRouteChain(routes, DENTISTRY_HOME_PATH)
    ? DENTISTRY_HOME_PATH
    : undefined;
}
