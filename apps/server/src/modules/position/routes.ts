import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { openableByLink, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import {
  type ExportColumn,
  type ImportDeps,
  type ImportSpec,
  serveImport,
  serveWorkbook,
} from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { listContext, loadDictTexts, queryListAll, serveList, type WithDictText } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { checkedId, idList, queryParam, requiredQuery } from "../permission/input";
import {
  createPositionService,
  MSG_POSITION_NOT_FOUND,
  positionListSpec,
  type SysPositionJson,
  toSysPositionJson,
} from "./service";

const P = PERMISSION_CODES.position;
const done = (message: string) => ok(null, message);
const tenantOf = (c: Context<AppEnv>) => requireAuth(c).tenantId ?? 0;

export const POSITION_EXPORT_TITLE = "职务表列表";

type PositionRecord = WithDictText<SysPositionJson>;

/** The sheet's columns; import reads the same headers back (JeecgBoot's @Excel names). */
export const POSITION_EXCEL_COLUMNS: readonly (ExportColumn<PositionRecord> & { field: string })[] = [
  { header: "职务编码", field: "code", value: (p) => p.code },
  { header: "职务名称", field: "name", value: (p) => p.name },
  {
    header: "职级",
    field: "postRank",
    value: (p) => (p.postRank_dictText as string | undefined) ?? p.postRank,
    width: 10,
  },
];

/** `/sys/position`: positions of the request's tenant. */
export function positionRoutes(db: Kysely<Database>, importDeps: () => ImportDeps): RouteSpec[] {
  const positions = createPositionService(db);
  const actorOf = (c: Context<AppEnv>) => {
    const { user } = requireAuth(c);
    return { username: user.username, orgCode: user.org_code };
  };

  return [
    get("/sys/position/list", permission(P.list), (c) => serveList(c, db, positionListSpec)),
    get("/sys/position/queryById", permission(P.list), async (c) => {
      const row = await positions.find(tenantOf(c), checkedId(requiredQuery(c, "id", "请选择职务")));
      return c.json(row ? ok(toSysPositionJson(row)) : error500(MSG_POSITION_NOT_FOUND));
    }),
    get("/sys/position/queryByCode", permission(P.list), async (c) => {
      const code = requiredQuery(c, "code", "请输入职务编码");
      if (code.length > 100) throw new BusinessError("职务编码不能超过100个字符");
      const row = await positions.findByCode(tenantOf(c), code);
      return c.json(row ? ok(toSysPositionJson(row)) : error500(MSG_POSITION_NOT_FOUND));
    }),
    post("/sys/position/add", permission(P.add), async (c) => {
      await positions.add(tenantOf(c), await readJsonObject(c), actorOf(c));
      return c.json(done("添加成功！"));
    }),
    put("/sys/position/edit", permission(P.edit), async (c) => {
      await positions.edit(tenantOf(c), await readJsonObject(c), requireAuth(c).user.username);
      return c.json(done("修改成功!"));
    }),
    del("/sys/position/delete", permission(P.delete), async (c) => {
      const removed = await positions.remove(tenantOf(c), [checkedId(requiredQuery(c, "id", "请选择职务"))]);
      return c.json(removed === 0 ? error500("未找到id") : okMessage("删除成功!"));
    }),
    del("/sys/position/deleteBatch", permission(P.deleteBatch), async (c) => {
      const ids = idList(queryParam(c, "ids"));
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      const removed = await positions.remove(tenantOf(c), ids);
      return c.json(removed === 0 ? error500("所有id均未找到") : done("删除成功!"));
    }),
    get("/sys/position/exportXls", openableByLink(permission(P.export)), async (c) => {
      const selections = queryParam(c, "selections");
      const records = await queryListAll(db, positionListSpec, listContext(c), {
        ...(selections ? { ids: idList(selections) } : {}),
      });
      return serveWorkbook(c, POSITION_EXPORT_TITLE, POSITION_EXCEL_COLUMNS, records);
    }),
    post("/sys/position/importExcel", permission(P.import), async (c) =>
      serveImport(c, await positionImportSpec(db, tenantOf(c), actorOf(c)), importDeps()),
    ),
  ];
}

/** One position per row; the rank may be given as dictionary text (中级) or value (3). */
async function positionImportSpec(
  db: Kysely<Database>,
  tenantId: number,
  actor: { username: string; orgCode: string | null },
): Promise<ImportSpec> {
  const positions = createPositionService(db);
  const ranks = (await loadDictTexts(db, ["position_rank"])).get("position_rank");
  const rankValue = (text: string) => {
    for (const [value, itemText] of ranks ?? []) if (itemText === text) return value;
    return text;
  };
  return {
    title: POSITION_EXPORT_TITLE,
    errorFileName: "positionImportExcelErrorLog",
    columns: POSITION_EXCEL_COLUMNS,
    async importRow(row) {
      await positions.add(
        tenantId,
        { code: row.code ?? "", name: row.name ?? "", postRank: rankValue(row.postRank ?? "") },
        actor,
      );
    },
  };
}
