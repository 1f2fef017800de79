import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { defineListSpec, SMALL_LIST_PAGE_SIZE, serveList } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, stringField } from "../../http/request";
import { ok, okMessage } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { toSysDepartJson } from "../../wire/sys-depart";
import { grantRules } from "../permission/grant-data-rules";
import { checkedId, queryParam } from "../permission/input";

/** Departments as a page (JeecgBoot's picker modal `JSelectBizComponent` reads `/sys/sysDepart/list`). */
export const departListSpec = defineListSpec({
  table: "sys_depart",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "string" },
    departName: { column: "depart_name", type: "string" },
    orgCode: { column: "org_code", type: "string" },
    orgCategory: { column: "org_category", type: "string" },
    parentId: { column: "parent_id", type: "string" },
    departOrder: { column: "depart_order", type: "integer" },
    createTime: { column: "create_time", type: "datetime" },
  },
  defaultSort: { field: "orgCode", order: "asc" },
  where: (eb, ctx) => eb("tenant_id", "=", ctx.tenantId ?? 0),
  toRecords: (rows) => rows.map(toSysDepartJson),
});

/**
 * The department calls of JeecgBoot's Vue 2 UI beyond the tree: `list`, `queryParentName`, and which data
 * rules a department's grant (`/sys/sysDepartPermission/datarule`) and a department role's grant
 * (`/sys/sysDepartRole/datarule`) carry.
 */
export function departExtraRoutes(db: Kysely<Database>): RouteSpec[] {
  const departGrants = grantRules(db, "sys_depart_permission", "请先保存部门菜单权限!");
  const departRoleGrants = grantRules(db, "sys_depart_role_permission", "请先保存部门角色菜单权限!");
  const tenantOf = (c: Parameters<typeof requireAuth>[0]) => requireAuth(c).tenantId ?? 0;
  const requireDepart = async (departId: string, tenantId: number) => {
    const depart = await db
      .selectFrom("sys_depart")
      .selectAll()
      .where("id", "=", departId)
      .where("tenant_id", "=", tenantId)
      .executeTakeFirst();
    if (!depart) throw new BusinessError("未找到对应部门");
    return depart;
  };
  const requireDepartRole = async (roleId: string, departId: string, tenantId: number) => {
    await requireDepart(departId, tenantId);
    const role = await db
      .selectFrom("sys_depart_role")
      .select("id")
      .where("id", "=", roleId)
      .where("depart_id", "=", departId)
      .executeTakeFirst();
    if (!role) throw new BusinessError("未找到对应部门角色");
  };
  const bodyId = (body: Record<string, unknown>, name: string, message: string) => {
    const value = stringField(body, name)?.trim();
    if (!value) throw new BusinessError(message);
    return checkedId(value);
  };

  return [
    get("/sys/sysDepart/list", authenticated, (c) => serveList(c, db, departListSpec)),

    // The name of a department (the parent shown in the department form).
    get("/sys/sysDepart/queryParentName", authenticated, async (c) => {
      const id = queryParam(c, "parentId") ?? queryParam(c, "departId") ?? queryParam(c, "id");
      if (!id) throw new BusinessError("请选择部门");
      const depart = await requireDepart(checkedId(id), tenantOf(c));
      return c.json(ok(depart.depart_name));
    }),

    get(
      "/sys/sysDepartPermission/datarule/:permissionId/:departId",
      permission(PERMISSION_CODES.permission.saveDepart),
      async (c) => {
        const departId = checkedId(c.req.param("departId") ?? "");
        await requireDepart(departId, tenantOf(c));
        const permissionId = checkedId(c.req.param("permissionId") ?? "");
        return c.json(ok(await departGrants.read(permissionId, { depart_id: departId })));
      },
    ),
    post(
      "/sys/sysDepartPermission/datarule",
      permission(PERMISSION_CODES.permission.saveDepart),
      async (c) => {
        const body = await readJsonObject(c);
        const permissionId = bodyId(body, "permissionId", "请选择菜单和部门");
        const departId = bodyId(body, "departId", "请选择菜单和部门");
        await requireDepart(departId, tenantOf(c));
        await departGrants.save(
          permissionId,
          { depart_id: departId },
          stringField(body, "dataRuleIds") ?? "",
        );
        return c.json(okMessage("保存成功!"));
      },
    ),

    get(
      "/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId",
      permission(PERMISSION_CODES.departRole.savePermission),
      async (c) => {
        const departId = checkedId(c.req.param("departId") ?? "");
        const roleId = checkedId(c.req.param("roleId") ?? "");
        await requireDepartRole(roleId, departId, tenantOf(c));
        const permissionId = checkedId(c.req.param("permissionId") ?? "");
        return c.json(
          ok(await departRoleGrants.read(permissionId, { role_id: roleId, depart_id: departId })),
        );
      },
    ),
    post("/sys/sysDepartRole/datarule", permission(PERMISSION_CODES.departRole.savePermission), async (c) => {
      const body = await readJsonObject(c);
      const permissionId = bodyId(body, "permissionId", "请选择菜单和部门角色");
      const roleId = bodyId(body, "roleId", "请选择菜单和部门角色");
      const role = await db
        .selectFrom("sys_depart_role")
        .select("depart_id")
        .where("id", "=", roleId)
        .executeTakeFirst();
      if (!role?.depart_id) throw new BusinessError("未找到对应部门角色");
      await requireDepartRole(roleId, role.depart_id, tenantOf(c));
      await departRoleGrants.save(
        permissionId,
        { role_id: roleId, depart_id: role.depart_id },
        stringField(body, "dataRuleIds") ?? "",
      );
      return c.json(okMessage("保存成功!"));
    }),
  ];
}
