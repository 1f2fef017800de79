import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { serveList } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, stringField } from "../../http/request";
import { readClientIp } from "../../http/request-meta";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { departRolePermissionIds, MSG_SAVED, saveDepartRoleGrants } from "../permission/grants";
import { checkedId, idList, queryParam, requiredIdList, requiredQuery } from "../permission/input";
import { createMenuAdmin } from "../permission/menu-admin";
import { readGrantChange } from "../permission/routes";
import { createDepartAdmin, MSG_DEPART_NOT_FOUND } from "./depart-admin";
import { createDepartRoles, departRoleListSpec, toSysDepartRoleJson } from "./depart-role";
import type { DepartKeyField } from "./tree";

const D = PERMISSION_CODES.depart;
const R = PERMISSION_CODES.departRole;

/** JeecgBoot's `result.success(msg)`: code 200, the message, result left null. */
const done = (message: string) => ok(null, message);

/** The request's tenant (checked by the guard to be the caller's); 0 when none was sent. */
const tenantOf = (c: Context<AppEnv>) => requireAuth(c).tenantId ?? 0;

/** The caller's responsible departments (JeecgBoot: user_identity 2 with depart_ids), or null. */
function myDepartIds(c: Context<AppEnv>): string[] | null {
  const { user } = requireAuth(c);
  if (user.user_identity !== 2) return null;
  return idList(user.depart_ids);
}

function keyFieldOf(c: Context<AppEnv>): DepartKeyField {
  return queryParam(c, "primaryKey") === "orgCode" ? "orgCode" : "id";
}

/**
 * Departments (`/sys/sysDepart`), department roles (`/sys/sysDepartRole`), their authorisation
 * (`/sys/sysDepartPermission`) and the business console's `/department/department/queryDepartments`.
 * Trees and look-ups are open to any signed-in user of the tenant, as JeecgBoot's (department pickers
 * use them on every form); changes need their permission codes.
 */
export function departRoutes(db: Kysely<Database>): RouteSpec[] {
  const departs = createDepartAdmin(db);
  const roles = createDepartRoles(db);
  const menus = createMenuAdmin(db);

  return [
    get("/sys/sysDepart/queryTreeList", authenticated, async (c) =>
      c.json(okCodeZero(await departs.tree(tenantOf(c), idList(queryParam(c, "ids"))))),
    ),
    get("/sys/sysDepart/queryDepartTreeSync", authenticated, async (c) => {
      const pid = queryParam(c, "pid");
      const level = await departs.level(tenantOf(c), {
        parentId: pid === undefined ? undefined : checkedId(pid),
        ids: queryParam(c, "ids")
          ?.split(",")
          .map((v) => v.trim())
          .filter(Boolean),
        keyField: keyFieldOf(c),
      });
      return c.json(okCodeZero(level));
    }),
    get("/sys/sysDepart/queryIdTree", authenticated, async (c) =>
      c.json(okCodeZero(await departs.idTree(tenantOf(c)))),
    ),
    get("/sys/sysDepart/searchBy", authenticated, async (c) => {
      const keyWord = requiredQuery(c, "keyWord", "请输入部门名称关键字");
      if (keyWord.length > 100) throw new BusinessError("关键字不能超过100个字符");
      const mine = queryParam(c, "myDeptSearch") ? (myDepartIds(c) ?? []) : null;
      const found = await departs.search(tenantOf(c), keyWord, mine);
      if (found.length === 0)
        return c.json({ ...okCodeZero(null), success: false, message: "未查询匹配数据！" });
      return c.json(okCodeZero(found));
    }),
    // JeecgBoot puts the caller's identity ("2" responsible for departments, "1" ordinary) in `message`.
    get("/sys/sysDepart/queryMyDeptTreeList", authenticated, async (c) => {
      const mine = myDepartIds(c);
      if (!mine) return c.json({ ...okCodeZero(null), message: "1" });
      return c.json({ ...okCodeZero(await departs.myTree(tenantOf(c), mine)), message: "2" });
    }),
    // The business console's variant: the same tree keyed by org code.
    get("/sys/sysDepart/queryMyDeptTreeCodeList", authenticated, async (c) => {
      const mine = myDepartIds(c);
      if (!mine) return c.json({ ...okCodeZero(null), message: "1" });
      return c.json({ ...okCodeZero(await departs.myTree(tenantOf(c), mine, "orgCode")), message: "2" });
    }),
    get("/sys/sysDepart/queryAllParentId", authenticated, async (c) => {
      const departId = queryParam(c, "departId");
      const orgCode = queryParam(c, "orgCode");
      if (!departId && !orgCode) return c.json(error500("departId 和 orgCode 不能都为空！"));
      const values = (departId ?? orgCode ?? "")
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length > 100) throw new BusinessError("一次最多查询100个部门");
      return c.json(ok(await departs.parentIds(tenantOf(c), departId ? "id" : "org_code", values)));
    }),
    get("/sys/sysDepart/getUsersByDepartId", authenticated, async (c) => {
      const id = checkedId(requiredQuery(c, "id", "请选择部门"));
      return c.json(okCodeZero(await departs.users(tenantOf(c), id)));
    }),
    get("/sys/sysDepart/queryByIds", authenticated, async (c) => {
      const ids = requiredIdList(c, "deptIds", "请选择部门");
      return c.json(okCodeZero(await departs.byIds(tenantOf(c), ids)));
    }),
    get("/department/department/queryDepartments", authenticated, async (c) => {
      const name = queryParam(c, "departName");
      if (name && name.length > 100) throw new BusinessError("部门名称不能超过100个字符");
      return c.json(ok(await departs.list(tenantOf(c), name)));
    }),

    post("/sys/sysDepart/add", permission(D.add), async (c) => {
      await departs.add(tenantOf(c), await readJsonObject(c), requireAuth(c).user.username);
      return c.json(done("添加成功！"));
    }),
    put("/sys/sysDepart/edit", permission(D.edit), async (c) => {
      await departs.edit(tenantOf(c), await readJsonObject(c), requireAuth(c).user.username);
      return c.json(done("修改成功!"));
    }),
    del("/sys/sysDepart/delete", permission(D.delete), async (c) => {
      const id = checkedId(requiredQuery(c, "id", "请选择要删除的部门"));
      const removed = await departs.remove(tenantOf(c), [id]);
      return c.json(removed === 0 ? error500(MSG_DEPART_NOT_FOUND) : done("删除成功!"));
    }),
    del("/sys/sysDepart/deleteBatch", permission(D.deleteBatch), async (c) => {
      const ids = idList(queryParam(c, "ids"));
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      await departs.remove(tenantOf(c), ids);
      return c.json(done("删除成功!"));
    }),

    // Department roles.
    get("/sys/sysDepartRole/list", permission(R.list), (c) => serveList(c, db, departRoleListSpec)),
    get("/sys/sysDepartRole/queryById", permission(R.list), async (c) => {
      const role = await roles.find(tenantOf(c), checkedId(requiredQuery(c, "id", "请选择部门角色")));
      return c.json(role ? ok(toSysDepartRoleJson(role)) : error500("未找到对应实体"));
    }),
    get("/sys/sysDepartRole/getDeptRoleList", permission(R.list), async (c) => {
      const departId = checkedId(requiredQuery(c, "departId", "请选择部门"));
      return c.json(okCodeZero(await roles.ofDepart(tenantOf(c), departId)));
    }),
    get("/sys/sysDepartRole/getDeptRoleByUserId", permission(R.list), async (c) => {
      const userId = checkedId(requiredQuery(c, "userId", "请选择用户"));
      const departId = checkedId(requiredQuery(c, "departId", "请选择部门"));
      return c.json(okCodeZero(await roles.userLinks(tenantOf(c), userId, departId)));
    }),
    post("/sys/sysDepartRole/add", permission(R.add), async (c) => {
      await roles.add(tenantOf(c), await readJsonObject(c), requireAuth(c).user.username);
      return c.json(okMessage("添加成功！"));
    }),
    put("/sys/sysDepartRole/edit", permission(R.edit), async (c) => {
      await roles.edit(tenantOf(c), await readJsonObject(c), requireAuth(c).user.username);
      return c.json(okMessage("编辑成功!"));
    }),
    del("/sys/sysDepartRole/delete", permission(R.delete), async (c) => {
      await roles.remove(tenantOf(c), [checkedId(requiredQuery(c, "id", "请选择部门角色"))]);
      return c.json(okMessage("删除成功!"));
    }),
    del("/sys/sysDepartRole/deleteBatch", permission(R.deleteBatch), async (c) => {
      await roles.remove(tenantOf(c), requiredIdList(c, "ids", "请选择部门角色"));
      return c.json(okMessage("批量删除成功！"));
    }),
    post("/sys/sysDepartRole/deptRoleUserAdd", permission(R.assignUser), async (c) => {
      const body = await readJsonObject(c);
      const userId = stringField(body, "userId")?.trim();
      if (!userId) throw new BusinessError("请选择用户");
      await roles.assignUser(
        tenantOf(c),
        checkedId(userId),
        idList(stringField(body, "newRoleId")),
        idList(stringField(body, "oldRoleId")),
      );
      return c.json(okMessage("添加成功！"));
    }),

    // Department-role authorisation: the tree offers only what the department holds.
    get("/sys/sysDepartPermission/queryTreeListForDeptRole", permission(R.list), async (c) => {
      const departId = checkedId(requiredQuery(c, "departId", "请选择部门"));
      if (!(await departs.find(tenantOf(c), departId))) return c.json(error500(MSG_DEPART_NOT_FOUND));
      return c.json(okCodeZero(await menus.departTreeModels(departId)));
    }),
    get("/sys/sysDepartPermission/queryDeptRolePermission", permission(R.list), async (c) => {
      const role = await roles.find(tenantOf(c), checkedId(requiredQuery(c, "roleId", "请选择部门角色")));
      return c.json(okCodeZero(role ? await departRolePermissionIds(db, role.id) : []));
    }),
    post("/sys/sysDepartPermission/saveDeptRolePermission", permission(R.savePermission), async (c) => {
      const body = await readJsonObject(c);
      const roleId = stringField(body, "roleId")?.trim();
      const role = roleId ? await roles.find(tenantOf(c), checkedId(roleId)) : undefined;
      if (!role?.depart_id) throw new BusinessError("未找到对应部门角色");
      await saveDepartRoleGrants(
        db,
        { id: role.id, departId: role.depart_id },
        readGrantChange(body),
        readClientIp(c),
      );
      return c.json(done(MSG_SAVED));
    }),
  ];
}
