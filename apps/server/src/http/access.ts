/**
 * What a route requires of its caller. Every route declares one (see `routes.ts`), and the guard enforces
 * it before the handler runs.
 */
export type Access = { readonly kind: "anonymous" } | GuardedAccess;

/** Access that needs a signed-in caller. */
export type GuardedAccess = (
  | { readonly kind: "authenticated" }
  | { readonly kind: "permission"; readonly code: string }
) & {
  /** A browser may open the route by a plain link (a download), with a path ticket in place of the header. */
  readonly link?: true;
};

/** Open to everyone, like JeecgBoot's anonymous Shiro paths (`/sys/login`, `/sys/logout`, …). */
export const anonymous: Access = { kind: "anonymous" };

/** Needs a valid, unrevoked token. */
export const authenticated: GuardedAccess = { kind: "authenticated" };

/** Needs a valid token and a permission code granted through the user's roles, e.g. `system:user:list`. */
export function permission(code: string): GuardedAccess {
  return { kind: "permission", code };
}

/**
 * The same access, for a GET a browser opens by a link (an Excel export): a single-use path ticket
 * (`?ticket=`, from `POST /sys/pathTicket`) stands in for the `X-Access-Token` header, which a link cannot send.
 */
export function openableByLink(access: GuardedAccess): GuardedAccess {
  return { ...access, link: true };
}
