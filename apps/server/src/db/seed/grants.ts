import { PERMISSION_ID, permissions } from "./menus";
import type { RoleCode } from "./roles";

/** Which permission rows each role holds. The administrator holds every row; the dentistry role its page. */
export const grants: Record<RoleCode, readonly string[]> = {
  admin: permissions.map((p) => p.id),
  test: [PERMISSION_ID.home],
  hr: [PERMISSION_ID.home],
  caiwu: [PERMISSION_ID.home],
  dentistry: [PERMISSION_ID.home, PERMISSION_ID.dentistryOrder],
};
