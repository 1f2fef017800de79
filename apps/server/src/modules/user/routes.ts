import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, openableByLink, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { serveImport, serveWorkbookStream } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import {
  type ListParams,
  listContext,
  queryListBatches,
  queryListPage,
  splitList,
  toPage,
} from "../../http/list";
import { parsePaging } from "../../http/list/list-request";
import { optionalIdList, optionalInteger, requireId, requireIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, readTenantId } from "../../http/request";
import { type Envelope, error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import type { FileStorage } from "../../storage/file-storage";
import { USER_EXCEL_COLUMNS, USER_EXPORT_TITLE, userImportSpec } from "./excel";
import { parseUserAdd, parseUserEdit } from "./input";
import { pickerCondition, userListSpec } from "./list-spec";
import { parseOwnProfile, saveOwnProfile } from "./own-profile";
import {
  type Actor,
  CHECK_ONLY_FIELDS,
  type CheckOnlyField,
  MSG_USER_NOT_FOUND,
  type UserService,
} from "./service";

export interface UserRoutesDeps {
  db: Kysely<Database>;
  users: UserService;
  storage: FileStorage;
  clock: () => Date;
  log: (line: string) => void;
}

const CODES = PERMISSION_CODES.user;

/**
 * `/sys/user/*` (jeecg-api.md §6), except passwords and departments of the signed-in user (sign-in module).
 * `appEdit` is the signed-in user's own profile (own-profile.ts).
 */
export function userRoutes(deps: UserRoutesDeps): RouteSpec[] {
  const { db, users } = deps;
  const listSpec = userListSpec(db);

  return [
    get("/sys/user/list", permission(CODES.list), async (c) => {
      const ctx = listContext(c);
      const departId = ctx.params.departId?.trim();
      if (departId) {
        const member = await db
          .selectFrom("sys_user_depart")
          .select("id")
          .where("dep_id", "=", departId)
          .limit(1)
          .executeTakeFirst();
        // JeecgBoot answers Result.OK() (result null) for a department without users.
        if (!member) return c.json(ok(null));
      }
      const codes = splitList(ctx.params.code ?? "");
      // JeecgBoot sizes the page to the ids asked for.
      const params =
        codes.length > 0 ? { ...ctx.params, pageSize: String(Math.min(codes.length, 1000)) } : ctx.params;
      return c.json(okCodeZero(await queryListPage(db, listSpec, { ...ctx, params })));
    }),

    post("/sys/user/add", permission(CODES.add), async (c) => {
      const input = parseUserAdd(await readJsonObject(c));
      await users.add(input, actorOf(c));
      return c.json(withoutResult(okMessage("添加成功！")));
    }),

    put("/sys/user/edit", permission(CODES.edit), async (c) => {
      const input = parseUserEdit(await readJsonObject(c));
      await users.edit(input, actorOf(c));
      return c.json(withoutResult(okMessage("修改成功!")));
    }),

    // The signed-in user's own personal fields, without user:edit (JeecgBoot maps PUT and POST).
    ...[put, post].map((method) =>
      method("/sys/user/appEdit", authenticated, async (c) => {
        const { user } = requireAuth(c);
        const profile = parseOwnProfile(await readJsonObject(c), user.id);
        return c.json(okCodeZero(await saveOwnProfile(db, deps.clock, user, profile)));
      }),
    ),

    del("/sys/user/delete", permission(CODES.delete), async (c) => {
      await users.remove([requireId(c.req.query("id"))], actorOf(c));
      return c.json(okMessage("删除用户成功"));
    }),

    del("/sys/user/deleteBatch", permission(CODES.deleteBatch), async (c) => {
      await users.remove(requireIdList(c.req.query("ids")), actorOf(c));
      return c.json(okMessage("批量删除用户成功"));
    }),

    get("/sys/user/queryById", permission(CODES.list), async (c) => {
      const user = await users.queryById(requireId(c.req.query("id")));
      return c.json(user ? okCodeZero(user) : error500(MSG_USER_NOT_FOUND));
    }),

    get("/sys/user/queryUserRole", permission(CODES.list), async (c) => {
      const roleIds = await users.roleIdsOf(requireId(c.req.query("userid"), "userid"), readTenantId(c));
      return c.json(roleIds.length > 0 ? okCodeZero(roleIds) : error500("未找到用户相关角色信息"));
    }),

    put("/sys/user/frozenBatch", permission(CODES.frozen), async (c) => {
      const body = await readJsonObject(c);
      const ids = requireIdList(body.ids);
      const status = optionalInteger(body, "status");
      if (status !== 1 && status !== 2) throw new BusinessError("参数status只能是1(解冻)或2(冻结)");
      await users.setStatus(ids, status, actorOf(c));
      return c.json(okMessage("操作成功!"));
    }),

    get("/sys/user/checkOnlyUser", authenticated, async (c) => {
      const criteria: Partial<Record<CheckOnlyField, string>> = {};
      for (const field of Object.keys(CHECK_ONLY_FIELDS) as CheckOnlyField[]) {
        const value = c.req.query(field)?.trim();
        if (value) criteria[field] = value;
      }
      if (Object.keys(criteria).length === 0) {
        throw new BusinessError(`请提供要校验的字段：${Object.keys(CHECK_ONLY_FIELDS).join("、")}`);
      }
      const id = c.req.query("id")?.trim();
      const taken = await users.exists(criteria, id ? requireId(id) : undefined);
      const answer: Envelope<boolean> = {
        ...okCodeZero(true),
        success: !taken,
        message: taken ? "用户账号已存在" : "",
      };
      return c.json(answer);
    }),

    get("/sys/user/queryUserByDepId", authenticated, async (c) => {
      const departId = requireId(c.req.query("id"));
      return c.json(
        okCodeZero(await users.usersOfDepart(departId, c.req.query("realname")?.trim() || undefined)),
      );
    }),

    get("/sys/user/userDepartList", authenticated, async (c) => {
      const departs = await users.departsOf(requireId(c.req.query("userId"), "userId"));
      if (departs.length === 0) return c.json({ ...okCodeZero(null), success: false, message: "查找失败" });
      return c.json({ ...okCodeZero(departs), message: "查找成功" });
    }),

    get("/sys/user/generateUserId", authenticated, (c) => c.json(okCodeZero(users.generateUserId()))),

    // The user picker: department (with its sub-departments), account, name and ids; Result.OK (code 200).
    get("/sys/user/queryUserComponentData", authenticated, async (c) => {
      const ctx = listContext(c);
      const q = (name: string) => ctx.params[name]?.trim() || undefined;
      const departId = q("departId");
      const username = q("username");
      const realname = q("realname");
      const ids = optionalIdList(q("id"), "id");
      let departCode: string | undefined;
      if (departId) {
        const depart = await db
          .selectFrom("sys_depart")
          .select("org_code")
          .where("id", "=", requireId(departId, "departId"))
          .executeTakeFirst();
        if (!depart) return c.json(ok(emptyPage(ctx.params)));
        departCode = depart.org_code;
      }
      const page = await queryListPage(
        db,
        listSpec,
        {
          ...ctx,
          params: {
            pageNo: ctx.params.pageNo,
            pageSize: ctx.params.pageSize,
            column: ctx.params.column,
            order: ctx.params.order,
          },
        },
        {
          where: pickerCondition({ departCode, username, realname, ids }),
        },
      );
      return c.json(ok(page));
    }),

    get("/sys/user/recycleBin", permission(CODES.recycleBin), async (c) =>
      c.json(ok(await users.recycleBin())),
    ),

    put("/sys/user/putRecycleBin", permission(CODES.restore), async (c) => {
      const body = await readJsonObject(c);
      await users.restore(requireIdList(body.userIds, "userIds"), actorOf(c));
      return c.json(okMessage("还原成功"));
    }),

    del("/sys/user/deleteRecycleBin", permission(CODES.deleteForGood), async (c) => {
      await users.deleteForGood(requireIdList(c.req.query("userIds"), "userIds"));
      return c.json(okMessage("删除成功"));
    }),

    get("/sys/user/exportXls", openableByLink(permission(CODES.export)), async (c) => {
      const ctx = listContext(c);
      const selections = optionalIdList(ctx.params.selections, "selections");
      const batches = await queryListBatches(
        db,
        listSpec,
        ctx,
        selections.length > 0 ? { ids: selections } : {},
      );
      return serveWorkbookStream(c, USER_EXPORT_TITLE, USER_EXCEL_COLUMNS, batches);
    }),

    post("/sys/user/importExcel", permission(CODES.import), async (c) => {
      const spec = await userImportSpec(db, actorOf(c), deps.clock);
      return serveImport(c, spec, deps);
    }),
  ];
}

export function actorOf(c: Context<AppEnv>): Actor {
  const { user, tenantId } = requireAuth(c);
  return { userId: user.id, username: user.username, tenantId };
}

/** JeecgBoot's `result.success(msg)`: the message, code 200, and no result. */
function withoutResult(envelope: Envelope<string>): Envelope<null> {
  return { ...envelope, result: null };
}

function emptyPage(params: ListParams) {
  const { pageNo, pageSize } = parsePaging(params);
  return toPage([], 0, pageNo, pageSize);
}
