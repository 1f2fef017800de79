/**
 * One button/field permission as the server sends it in `auth` / `allAuth`.
 * `type`: "1" shows or hides a page action, "2" is not an action (in some lists a field-disable rule).
 * `status`: "1" valid, "0" disabled or a specific entry.
 */
export interface PermissionRecord {
  /** A code such as `user:add`; may be a comma-separated list of codes. */
  action: string;
  type: string;
  describe?: string;
  status?: string;
}
