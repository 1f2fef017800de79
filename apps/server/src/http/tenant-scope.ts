import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";

/*
 * The one tenant rule of the server. A tenant-scoped table has a `tenant_id` column; rows with tenant 0
 * or none are shared (they belong to no tenant). A request works in the tenant of its tenant header,
 * which the guard has checked is one of the caller's. Rows of another tenant are never visible; a table
 * declares whether its shared rows are visible to every tenant too (system roles, system-wide log lines)
 * or only to requests without a tenant (announcements, departments, data sources).
 */

/** The tenant id of shared rows. */
export const SHARED_TENANT_ID = 0;

/** `strict`: a tenant sees only its own rows. `withShared`: its own rows and the shared ones. */
export type TenantSharing = "strict" | "withShared";

export interface TenantScopeOptions {
  /** The tenant column, qualified when the query joins (`r.tenant_id`). */
  column?: string;
  sharing?: TenantSharing;
}

/**
 * Which rows a request of `tenantId` may see. Without a tenant only shared rows are visible, so leaving the
 * header out never widens what one sees.
 */
export function tenantCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  tenantId: number | null,
  { column = "tenant_id", sharing = "strict" }: TenantScopeOptions = {},
): Expression<SqlBool> {
  const ref = sql.ref(column);
  const shared = eb.or([eb(ref, "is", null), eb(ref, "=", SHARED_TENANT_ID)]);
  if (tenantId === null) return shared;
  return sharing === "withShared" ? eb.or([shared, eb(ref, "=", tenantId)]) : eb(ref, "=", tenantId);
}

/** Whether a loaded row is visible to a request of `tenantId` (the same rule as `tenantCondition`). */
export function rowInTenant(
  rowTenantId: number | null | undefined,
  tenantId: number | null,
  sharing: TenantSharing = "strict",
): boolean {
  const shared = rowTenantId === null || rowTenantId === undefined || rowTenantId === SHARED_TENANT_ID;
  if (tenantId === null) return shared;
  return rowTenantId === tenantId || (sharing === "withShared" && shared);
}

/** The tenant a new row gets: the request's tenant, else shared. */
export function tenantOfNewRow(tenantId: number | null): number {
  return tenantId ?? SHARED_TENANT_ID;
}
