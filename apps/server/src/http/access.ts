/**
 * What a route requires of its caller. Every route declares one (see `routes.ts`), and the guard enforces
 * it before the handler runs.
 */
export type Access =
  | { readonly kind: "anonymous" }
  | { readonly kind: "authenticated" }
  | { readonly kind: "permission"; readonly code: string };

/** Open to everyone, like JeecgBoot's anonymous Shiro paths (`/sys/login`, `/sys/logout`, …). */
export const anonymous: Access = { kind: "anonymous" };

/** Needs a valid, unrevoked token. */
export const authenticated: Access = { kind: "authenticated" };

/** Needs a valid token and a permission code granted through the user's roles, e.g. `system:user:list`. */
export function permission(code: string): Access {
  return { kind: "permission", code };
}
