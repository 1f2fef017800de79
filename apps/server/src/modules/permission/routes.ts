import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, stringField } from "../../http/request";
import { readClientIp } from "../../http/request-meta";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { createDataRules } from "./data-rules";
import {
  departPermissionIds,
  MSG_SAVED,
  rolePermissionIds,
  saveDepartGrants,
  saveRoleGrants,
} from "./grants";
import { checkedId, idList, queryParam, requiredIdList, requiredQuery } from "./input";
import { createMenuAdmin } from "./menu-admin";
import type { PermissionService } from "./service";

const P = PERMISSION_CODES.permission;

/** JeecgBoot's `result.success(msg)`: code 200, the message, result left null. */
const done = (message: string) => ok(null, message);

export function permissionRoutes(permissions: PermissionService, db: Kysely<Database>): RouteSpec[] {
  const menus = createMenuAdmin(db);
  const rules = createDataRules(db);
  const username = (c: Context<AppEnv>) => requireAuth(c).user.username;

  return [
    // JeecgBoot only calls setResult here, so the code stays 0.
    get("/sys/permission/getUserPermissionByToken", authenticated, async (c) => {
      const { user } = requireAuth(c);
      return c.json(okCodeZero(await permissions.getUserPermissions(user.id)));
    }),

    // The menu editor's reads. JeecgBoot leaves code 0 on these (setSuccess/setResult only).
    get("/sys/permission/list", permission(P.list), async (c) =>
      c.json(okCodeZero(await menus.tree(queryParam(c, "name")))),
    ),
    get("/sys/permission/getSystemMenuList", permission(P.list), async (c) =>
      c.json(okCodeZero(await menus.topMenus())),
    ),
    get("/sys/permission/getSystemSubmenu", permission(P.list), async (c) => {
      const parentId = checkedId(requiredQuery(c, "parentId", "请指定上级菜单"));
      return c.json(okCodeZero(await menus.children(parentId)));
    }),
    get("/sys/permission/getSystemSubmenuBatch", permission(P.list), async (c) => {
      const parentIds = requiredIdList(c, "parentIds", "请指定上级菜单");
      return c.json(ok(await menus.childrenByParent(parentIds)));
    }),
    get("/sys/permission/queryTreeList", permission(P.list), async (c) =>
      c.json(okCodeZero(await menus.treeModels())),
    ),
    get("/sys/permission/queryListAsync", permission(P.list), async (c) => {
      const pid = queryParam(c, "pid");
      const level = await menus.treeModelLevel(pid === undefined ? undefined : checkedId(pid));
      // JeecgBoot answers an empty level as an error (with its copy-pasted message).
      return c.json(level.length === 0 ? error500("未找到角色信息") : okCodeZero(level));
    }),

    post("/sys/permission/add", permission(P.add), async (c) => {
      await menus.add(await readJsonObject(c), username(c));
      return c.json(done("添加成功！"));
    }),
    put("/sys/permission/edit", permission(P.edit), async (c) => {
      await menus.edit(await readJsonObject(c), username(c));
      return c.json(done("修改成功！"));
    }),
    del("/sys/permission/delete", permission(P.delete), async (c) => {
      await menus.remove(checkedId(requiredQuery(c, "id", "请选择要删除的菜单")));
      return c.json(done("删除成功!"));
    }),
    del("/sys/permission/deleteBatch", permission(P.deleteBatch), async (c) => {
      await menus.removeMany(requiredIdList(c, "ids", "请选择要删除的菜单"));
      return c.json(done("删除成功!"));
    }),

    // Role authorisation.
    get("/sys/permission/queryRolePermission", permission(P.list), async (c) => {
      const roleId = checkedId(requiredQuery(c, "roleId", "请选择角色"));
      return c.json(okCodeZero(await rolePermissionIds(db, roleId)));
    }),
    post("/sys/permission/saveRolePermission", permission(P.saveRole), async (c) => {
      const body = await readJsonObject(c);
      const roleId = stringField(body, "roleId")?.trim();
      if (!roleId) throw new BusinessError("请选择角色");
      await saveRoleGrants(db, checkedId(roleId), readGrantChange(body), readClientIp(c));
      return c.json(done(MSG_SAVED));
    }),

    // Department authorisation (the ceiling for that department's roles).
    get("/sys/permission/queryDepartPermission", permission(P.list), async (c) => {
      const departId = checkedId(requiredQuery(c, "departId", "请选择部门"));
      await requireDepartOfTenant(db, departId, requireAuth(c).tenantId);
      return c.json(okCodeZero(await departPermissionIds(db, departId)));
    }),
    post("/sys/permission/saveDepartPermission", permission(P.saveDepart), async (c) => {
      const body = await readJsonObject(c);
      const departId = stringField(body, "departId")?.trim();
      if (!departId) throw new BusinessError("请选择部门");
      await requireDepartOfTenant(db, checkedId(departId), requireAuth(c).tenantId);
      await saveDepartGrants(db, departId, readGrantChange(body));
      return c.json(done(MSG_SAVED));
    }),

    // Data rules of a menu.
    get("/sys/permission/getPermRuleListByPermId", permission(P.list), async (c) => {
      const permissionId = checkedId(requiredQuery(c, "permissionId", "请选择菜单"));
      return c.json(okCodeZero(await rules.byPermission(permissionId)));
    }),
    get("/sys/permission/queryPermissionRule", permission(P.list), async (c) => {
      const filter = Object.fromEntries(
        ["id", "permissionId", "ruleName", "ruleColumn", "ruleConditions", "ruleValue", "status"].map(
          (name) => [name, queryParam(c, name)],
        ),
      );
      return c.json(okCodeZero(await rules.query(filter)));
    }),
    post("/sys/permission/addPermissionRule", permission(P.addRule), async (c) => {
      await rules.add(await readJsonObject(c), username(c));
      return c.json(done("添加成功！"));
    }),
    put("/sys/permission/editPermissionRule", permission(P.editRule), async (c) => {
      await rules.edit(await readJsonObject(c), username(c));
      return c.json(done("更新成功！"));
    }),
    post("/sys/permission/editPermissionRule", permission(P.editRule), async (c) => {
      await rules.edit(await readJsonObject(c), username(c));
      return c.json(done("更新成功！"));
    }),
    del("/sys/permission/deletePermissionRule", permission(P.deleteRule), async (c) => {
      await rules.remove(checkedId(requiredQuery(c, "id", "请选择数据规则")));
      return c.json(done("删除成功！"));
    }),

    // A role's data rules on one menu (part of role authorisation).
    get("/sys/role/datarule/:permissionId/:roleId", permission(P.saveRole), async (c) => {
      const permissionId = checkedId(c.req.param("permissionId") ?? "");
      const roleId = checkedId(c.req.param("roleId") ?? "");
      return c.json(ok(await rules.roleRules(permissionId, roleId)));
    }),
    post("/sys/role/datarule", permission(P.saveRole), async (c) => {
      const body = await readJsonObject(c);
      const permissionId = stringField(body, "permissionId")?.trim();
      const roleId = stringField(body, "roleId")?.trim();
      if (!permissionId || !roleId) throw new BusinessError("请选择菜单和角色");
      await rules.saveRoleRules(
        checkedId(permissionId),
        checkedId(roleId),
        stringField(body, "dataRuleIds") ?? "",
      );
      return c.json(okMessage("保存成功!"));
    }),
  ];
}

/** `{permissionIds: "a,b", lastpermissionIds: "a"}` (JeecgBoot's spelling). */
export function readGrantChange(body: Record<string, unknown>) {
  const list = (name: string) => {
    const value = body[name];
    if (value === undefined || value === null) return [];
    if (typeof value !== "string") throw new BusinessError(`${name}格式不正确`);
    return idList(value);
  };
  return { permissionIds: list("permissionIds"), lastPermissionIds: list("lastpermissionIds") };
}

/** A department the request's tenant may administer (tenant 0 when no tenant header was sent). */
export async function requireDepartOfTenant(db: Kysely<Database>, departId: string, tenantId: number | null) {
  const depart = await db
    .selectFrom("sys_depart")
    .select(["id", "tenant_id"])
    .where("id", "=", departId)
    .executeTakeFirst();
  if (!depart || (depart.tenant_id ?? 0) !== (tenantId ?? 0)) throw new BusinessError("未找到对应部门");
}
