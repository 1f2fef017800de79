/**
 * Every permission code a route may require, in one catalog. Routes name their code from here
 * (`permission(PERMISSION_CODES.user.list)`), and the seed creates a button row for each code and grants
 * them all to the administrator role, so menus and API rights come from the same records.
 * Codes follow JeecgBoot 3.7 (`system:<entity>:<action>`). Modules add their entity here.
 */
export const PERMISSION_CODES = {
  user: {
    list: "system:user:list",
    add: "system:user:add",
    edit: "system:user:edit",
    delete: "system:user:delete",
    deleteBatch: "system:user:deleteBatch",
    frozen: "system:user:frozenBatch",
    changePassword: "system:user:changepwd",
    recycleBin: "system:user:recycleBin",
    import: "system:user:import",
    export: "system:user:export",
  },
} as const;

/** Every code of the catalog, flattened, with its entity and action for describing the button row. */
export function allPermissionCodes(): { entity: string; action: string; code: string }[] {
  return Object.entries(PERMISSION_CODES).flatMap(([entity, actions]) =>
    Object.entries(actions).map(([action, code]) => ({ entity, action, code })),
  );
}
