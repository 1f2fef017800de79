import { authenticated } from "../../http/access";
import { requireAuth } from "../../http/guard";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import type { PermissionService } from "./service";

export function permissionRoutes(permissions: PermissionService): RouteSpec[] {
  return [
    // JeecgBoot only calls setResult here, so the code stays 0.
    get("/sys/permission/getUserPermissionByToken", authenticated, async (c) => {
      const { user } = requireAuth(c);
      return c.json(okCodeZero(await permissions.getUserPermissions(user.id)));
    }),
  ];
}
