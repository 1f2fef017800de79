import { role } from "@kanya/resources";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { type Envelope, error500, okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import type { FileStorage } from "../../storage/file-storage";
import { toSysRoleJson } from "../../wire/sys-role";
import {
  MSG_NO_ROLES,
  MSG_ROLE_CODE_TAKEN,
  MSG_ROLE_NOT_FOUND,
  type RoleActor,
  type RoleService,
} from "./service";

export interface RoleRoutesDeps {
  db: Kysely<Database>;
  roles: RoleService;
  storage: FileStorage;
  clock: () => Date;
  log: (line: string) => void;
}

const CODES = PERMISSION_CODES.role;
const ROLE_CODE = /^[A-Za-z0-9_:.-]+$/;

/** `/sys/role/*` (jeecg-api.md §7). Roles are tenant-scoped: the request's tenant plus shared roles. */
export function roleRoutes(deps: RoleRoutesDeps): RouteSpec[] {
  const { roles } = deps;
  return [
    ...crudRoutes(
      deps.db,
      {
        resource: role,
        toJson: toSysRoleJson,
        tenantScoped: "withShared",
        uniqueAcrossTenants: true,
        listCodeZero: true,
        // JeecgBoot's pickers read the whole list (pageSize=99999).
        maxPageSize: SMALL_LIST_PAGE_SIZE,
        writeResult: "none",
        messages: {
          edit: "修改成功!",
          delete: "删除角色成功",
          deleteBatch: "批量删除角色成功",
          notFound: MSG_ROLE_NOT_FOUND,
          deleteBatchNoneFound: MSG_ROLE_NOT_FOUND,
          duplicate: MSG_ROLE_CODE_TAKEN,
        },
        check(values) {
          if (values.role_code && !ROLE_CODE.test(values.role_code))
            throw new BusinessError("角色编码只能包含字母、数字、下划线、冒号、点和中划线");
          return values;
        },
        // A role's grants and user assignments go with it.
        async onDelete(trx, ids) {
          await trx.deleteFrom("sys_role_permission").where("role_id", "in", ids).execute();
          await trx.deleteFrom("sys_user_role").where("role_id", "in", ids).execute();
        },
        excel: { title: "角色列表", deps: () => deps },
      },
      deps.clock,
    ),

    // The role picker of the user form: every role the tenant may use.
    get("/sys/role/queryall", authenticated, async (c) => {
      const all = await roles.all(actorOf(c).tenantId);
      return c.json(all.length > 0 ? okCodeZero(all) : error500(MSG_NO_ROLES));
    }),

    get("/sys/role/checkRoleCode", authenticated, async (c) => {
      const roleCode = c.req.query("roleCode")?.trim();
      if (!roleCode) throw new BusinessError("参数roleCode不能为空");
      const id = c.req.query("id")?.trim();
      const taken = await roles.codeTaken(roleCode, id ? requireId(id) : undefined);
      const answer: Envelope<boolean> = {
        ...okCodeZero(true),
        success: !taken,
        message: taken ? MSG_ROLE_CODE_TAKEN : "",
      };
      return c.json(answer);
    }),

    get("/sys/role/queryTreeList", permission(CODES.list), async (c) =>
      c.json(okCodeZero(await roles.permissionTree())),
    ),
  ];
}

function actorOf(c: Context<AppEnv>): RoleActor {
  const { user, tenantId } = requireAuth(c);
  return { username: user.username, tenantId };
}
