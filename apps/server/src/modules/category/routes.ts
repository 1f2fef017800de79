import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { queryParam, requiredQueryParam } from "../../http/input";
import { serveList } from "../../http/list";
import { optionalIdList, optionalText, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { CODE_OK, type Envelope, error500, okCodeZero } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { toSysCategoryJson } from "../../wire/sys-category";
import { categoryRootListSpec } from "./list-spec";
import type { CategoryInput, CategoryService } from "./service";

const CODES = PERMISSION_CODES.category;

function success(message: string): Envelope<null> {
  return { success: true, message, code: CODE_OK, result: null, timestamp: Date.now() };
}

/** JeecgBoot's `Result.ok()`: code 200, empty message, null result. */
function okEmpty(): Envelope<null> {
  return success("");
}

/** `/sys/category/*` (the category dictionary; root `pid` is "0"). */
export function categoryRoutes(db: Kysely<Database>, categories: CategoryService): RouteSpec[] {
  const base = "/sys/category";
  const edit: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const found = await categories.edit(
      requireId(body.id),
      parseCategoryInput(body),
      requireAuth(c).user.username,
    );
    return c.json(found ? success("修改成功!") : error500("未找到对应实体"));
  };
  return [
    get(`${base}/rootList`, permission(CODES.list), (c) => serveList(c, db, categoryRootListSpec)),
    get(`${base}/childList`, permission(CODES.list), async (c) => {
      const pid = requiredQueryParam(c, "pid");
      const rows = await db
        .selectFrom("sys_category")
        .selectAll()
        .where("pid", "=", pid)
        .orderBy("code")
        .execute();
      return c.json(okCodeZero(rows.map(toSysCategoryJson)));
    }),
    post(`${base}/add`, permission(CODES.add), async (c) => {
      await categories.add(parseCategoryInput(await readJsonObject(c)), requireAuth(c).user.username);
      return c.json(success("添加成功！"));
    }),
    put(`${base}/edit`, permission(CODES.edit), edit),
    post(`${base}/edit`, permission(CODES.edit), edit),
    del(`${base}/delete`, permission(CODES.delete), async (c) => {
      const removed = await categories.remove([requireId(c.req.query("id"))]);
      return c.json(removed > 0 ? success("删除成功!") : error500("未找到对应实体"));
    }),
    del(`${base}/deleteBatch`, permission(CODES.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      await categories.remove(ids);
      return c.json(success("删除成功!"));
    }),
    get(`${base}/queryById`, authenticated, async (c) => {
      const row = await categories.findById(requireId(c.req.query("id")));
      return c.json(row ? okCodeZero(toSysCategoryJson(row)) : error500("未找到对应实体"));
    }),

    // The tree lookups of category pickers: any signed-in user.
    get(`${base}/loadTreeRoot`, authenticated, async (c) => {
      const nodes = await categories.treeRoot(queryParam(c, "pcode"), c.req.query("async") !== "false");
      return c.json(okCodeZero(nodes));
    }),
    get(`${base}/loadTreeChildren`, authenticated, async (c) =>
      c.json(okCodeZero(await categories.childrenOf(requiredQueryParam(c, "pid")))),
    ),
    get(`${base}/loadTreeData`, authenticated, async (c) =>
      c.json(
        okCodeZero(
          await categories.treeData(queryParam(c, "pid"), queryParam(c, "pcode"), queryParam(c, "condition")),
        ),
      ),
    ),
    get(`${base}/loadOne`, authenticated, async (c) => {
      const field = requiredQueryParam(c, "field");
      const value = c.req.query("val") ?? "";
      return c.json(okCodeZero(toSysCategoryJson(await categories.loadOne(field, value))));
    }),
    get(`${base}/loadDictItem`, authenticated, async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) throw new BusinessError("ids 不能为空");
      return c.json(okCodeZero(await categories.names(ids, c.req.query("delNotExist") !== "false")));
    }),
    get(`${base}/loadAllData`, authenticated, async (c) =>
      c.json(okCodeZero(await categories.allData(requiredQueryParam(c, "code")))),
    ),
    get(`${base}/checkCode`, authenticated, async (c) => {
      await categories.checkCode(queryParam(c, "pid"), queryParam(c, "code"));
      return c.json(okEmpty());
    }),
  ];
}

/** An add or edit body: parent id, name and the code (letters, digits, `_` and `-`). */
export function parseCategoryInput(body: Record<string, unknown>): CategoryInput {
  const input: CategoryInput = {};
  if (body.pid !== undefined && body.pid !== null && body.pid !== "") input.pid = requireId(body.pid, "pid");
  const name = optionalText(body, "name", 100);
  if (name !== undefined) input.name = name ?? "";
  const code = optionalText(body, "code", 100);
  if (code !== undefined) {
    if (code !== null && !/^[A-Za-z0-9_-]+$/.test(code))
      throw new BusinessError("分类编码只能包含字母、数字、下划线和中划线");
    input.code = code;
  }
  return input;
}
