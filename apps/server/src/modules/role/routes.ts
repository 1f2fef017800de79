import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, openableByLink, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { type ExportColumn, type ImportSpec, serveImport, serveWorkbook } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { listContext, queryListAll, serveList } from "../../http/list";
import { optionalIdList, requireId, requireIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { type Envelope, error500, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import type { FileStorage } from "../../storage/file-storage";
import type { SysRoleJson } from "../../wire/sys-role";
import {
  MSG_NO_ROLES,
  MSG_ROLE_CODE_TAKEN,
  parseRoleInput,
  type RoleActor,
  type RoleService,
  roleListSpec,
} from "./service";

export interface RoleRoutesDeps {
  db: Kysely<Database>;
  roles: RoleService;
  storage: FileStorage;
  clock: () => Date;
  log: (line: string) => void;
}

const CODES = PERMISSION_CODES.role;
const EXPORT_TITLE = "角色列表";

export const ROLE_EXCEL_COLUMNS: readonly (ExportColumn<SysRoleJson> & { field: string })[] = [
  { header: "角色名称", field: "roleName", value: (r) => r.roleName },
  { header: "角色编码", field: "roleCode", value: (r) => r.roleCode },
  { header: "描述", field: "description", value: (r) => r.description, width: 30 },
  { header: "创建时间", field: "createTime", value: (r) => r.createTime, width: 20 },
];

/** `/sys/role/*` (jeecg-api.md §7). Roles are tenant-scoped: the request's tenant plus shared roles. */
export function roleRoutes(deps: RoleRoutesDeps): RouteSpec[] {
  const { db, roles } = deps;
  return [
    get("/sys/role/list", permission(CODES.list), (c) => serveList(c, db, roleListSpec)),

    post("/sys/role/add", permission(CODES.add), async (c) => {
      await roles.add(parseRoleInput(await readJsonObject(c)), actorOf(c));
      return c.json(withoutResult(okMessage("添加成功！")));
    }),

    put("/sys/role/edit", permission(CODES.edit), async (c) => {
      const body = await readJsonObject(c);
      await roles.edit(requireId(body.id), parseRoleInput(body), actorOf(c));
      return c.json(withoutResult(okMessage("修改成功!")));
    }),

    del("/sys/role/delete", permission(CODES.delete), async (c) => {
      await roles.remove([requireId(c.req.query("id"))], actorOf(c));
      return c.json(okMessage("删除角色成功"));
    }),

    del("/sys/role/deleteBatch", permission(CODES.deleteBatch), async (c) => {
      await roles.remove(requireIdList(c.req.query("ids")), actorOf(c));
      return c.json(okMessage("批量删除角色成功"));
    }),

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

    get("/sys/role/exportXls", openableByLink(permission(CODES.export)), async (c) => {
      const ctx = listContext(c);
      const selections = optionalIdList(ctx.params.selections, "selections");
      const records = await queryListAll(
        db,
        roleListSpec,
        ctx,
        selections.length > 0 ? { ids: selections } : {},
      );
      return serveWorkbook(c, EXPORT_TITLE, ROLE_EXCEL_COLUMNS, records);
    }),

    post("/sys/role/importExcel", permission(CODES.import), async (c) => {
      const actor = actorOf(c);
      const spec: ImportSpec = {
        title: EXPORT_TITLE,
        errorFileName: "roleImportExcelErrorLog",
        columns: ROLE_EXCEL_COLUMNS.filter((column) => column.field !== "createTime"),
        importRow: async (row) => {
          await roles.add(parseRoleInput(row), actor);
        },
      };
      return serveImport(c, spec, deps);
    }),
  ];
}

function actorOf(c: Context<AppEnv>): RoleActor {
  const { user, tenantId } = requireAuth(c);
  return { username: user.username, tenantId };
}

/** JeecgBoot's `result.success(msg)`: the message, code 200, and no result. */
function withoutResult(envelope: Envelope<string>): Envelope<null> {
  return { ...envelope, result: null };
}
