import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, openableByLink, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { type ImportDeps, serveImport, serveWorkbook } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { queryParam } from "../../http/input";
import { listContext, queryListAll, serveList } from "../../http/list";
import { optionalIdList, optionalInteger, optionalText, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { CODE_OK, type Envelope, error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { toSysDictJson } from "../../wire/sys-dict";
import { MSG_DICT_CODE_INVALID } from "./dict-tables";
import { dictExportColumns, dictImportSpec, dictItemTexts } from "./excel";
import { dictItemListSpec, dictListSpec } from "./list-specs";
import type { DictInput, DictItemInput, DictService } from "./service";

const DICT = PERMISSION_CODES.dict;
const ITEM = PERMISSION_CODES.dictItem;

export interface DictRoutesDeps {
  db: Kysely<Database>;
  /** Where import error reports go; without it the import endpoint is not mounted. */
  importDeps?: ImportDeps;
  clock?: () => Date;
}

/** JeecgBoot's `result.success(msg)`: code 200, the message, result null. */
function success(message: string): Envelope<null> {
  return { success: true, message, code: CODE_OK, result: null, timestamp: Date.now() };
}

/** The dictionary lookups every form uses (`/sys/dict/getDictItems`, `loadDict`, `loadTreeData`, …). */
export function dictRoutes(dicts: DictService): RouteSpec[] {
  return [
    // JeecgBoot answers this one with Result.ok(map), hence code 200.
    get("/sys/dict/queryAllDictItems", authenticated, async (c) =>
      c.json(ok(await dicts.queryAllDictItems())),
    ),
    // Nothing is cached server-side; the UI calls this before reloading queryAllDictItems.
    get("/sys/dict/refleshCache", authenticated, (c) => c.json(okCodeZero(null))),
    get("/sys/dict/getDictItems/:dictCode", authenticated, async (c) => {
      const code = c.req.param("dictCode") ?? "";
      return c.json(okCodeZero(await dicts.getDictItems(code)));
    }),
    get("/sys/dict/loadDict/:dictCode", authenticated, async (c) => {
      const raw = queryParam(c, "pageSize") ?? "10";
      if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000) {
        throw new BusinessError("pageSize必须是1到1000之间的整数");
      }
      const items = await dicts.loadDict(
        c.req.param("dictCode") ?? "",
        queryParam(c, "keyword"),
        Number(raw),
      );
      return c.json(okCodeZero(items));
    }),
    get("/sys/dict/loadDictItem/:dictCode", authenticated, async (c) => {
      const raw = c.req.query("key");
      if (raw === undefined) throw new BusinessError("参数key不能为空");
      const keys = raw
        .split(",")
        .map((k) => k.trim())
        .filter((k) => k !== "");
      if (keys.length > 1000) throw new BusinessError("参数key最多1000个");
      const texts = await dicts.loadDictItem(
        c.req.param("dictCode") ?? "",
        keys,
        c.req.query("delNotExist") !== "false",
      );
      return c.json(okCodeZero(texts));
    }),
    get("/sys/dict/loadTreeData", authenticated, async (c) => {
      const tableName = queryParam(c, "tableName");
      const text = queryParam(c, "text");
      const code = queryParam(c, "code");
      const pidField = queryParam(c, "pidField");
      if (!tableName || !text || !code || !pidField) return c.json(error500(MSG_DICT_CODE_INVALID));
      const convert = queryParam(c, "converIsLeafVal") ?? "1";
      if (convert !== "0" && convert !== "1") throw new BusinessError("converIsLeafVal只能是0或1");
      const nodes = await dicts.loadTreeData({
        pid: queryParam(c, "pid"),
        pidField,
        tableName,
        text,
        code,
        hasChildField: queryParam(c, "hasChildField"),
        converIsLeafVal: Number(convert),
        condition: queryParam(c, "condition"),
      });
      return c.json(okCodeZero(nodes));
    }),
  ];
}

/** Dictionary and dictionary-item management (`/sys/dict/list`, `add`, …, `/sys/dictItem/*`), Excel. */
export function dictManagementRoutes(dicts: DictService, deps: DictRoutesDeps): RouteSpec[] {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  const editDict: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const id = requireId(body.id);
    const found = await dicts.editDict(id, parseDictInput(body), requireAuth(c).user.username);
    return c.json(found ? success("编辑成功!") : error500("未找到对应实体"));
  };
  const editItem: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const id = requireId(body.id);
    const found = await dicts.editItem(id, parseItemInput(body), requireAuth(c).user.username);
    return c.json(found ? success("编辑成功!") : error500("未找到对应实体"));
  };

  const routes: RouteSpec[] = [
    get("/sys/dict/list", permission(DICT.list), (c) => serveList(c, db, dictListSpec)),
    post("/sys/dict/add", permission(DICT.add), async (c) => {
      await dicts.addDict(parseDictInput(await readJsonObject(c)), requireAuth(c).user.username);
      return c.json(success("保存成功！"));
    }),
    put("/sys/dict/edit", permission(DICT.edit), editDict),
    post("/sys/dict/edit", permission(DICT.edit), editDict),
    del("/sys/dict/delete", permission(DICT.delete), async (c) => {
      const removed = await dicts.removeDicts([requireId(c.req.query("id"))], requireAuth(c).user.username);
      return c.json(removed > 0 ? success("删除成功!") : error500("删除失败!"));
    }),
    del("/sys/dict/deleteBatch", permission(DICT.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      await dicts.removeDicts(ids, requireAuth(c).user.username);
      return c.json(success("删除成功!"));
    }),
    get("/sys/dict/deleteList", permission(DICT.recycleBin), async (c) =>
      c.json(okCodeZero((await dicts.deletedDicts()).map(toSysDictJson))),
    ),
    del("/sys/dict/deletePhysic/:id", permission(DICT.recycleBin), async (c) => {
      await dicts.deleteDictPhysically(requireId(c.req.param("id")));
      return c.json(okMessage("删除成功!"));
    }),
    put("/sys/dict/back/:id", permission(DICT.recycleBin), async (c) => {
      await dicts.restoreDict(requireId(c.req.param("id")), requireAuth(c).user.username);
      return c.json(okMessage("操作成功!"));
    }),
    get("/sys/dict/exportXls", openableByLink(permission(DICT.export)), async (c) => {
      const selections = optionalIdList(c.req.query("selections"), "selections");
      const dictsFound = await queryListAll(db, dictListSpec, listContext(c), {
        ...(selections.length > 0 ? { ids: selections } : {}),
      });
      const items = await dictItemTexts(
        db,
        dictsFound.map((d) => d.id),
      );
      return serveWorkbook(
        c,
        "数据字典",
        dictExportColumns,
        dictsFound.map((d) => ({ ...d, items: items.get(d.id) ?? "" })),
      );
    }),

    get("/sys/dictItem/list", permission(DICT.list), (c) => serveList(c, db, dictItemListSpec)),
    post("/sys/dictItem/add", permission(ITEM.add), async (c) => {
      await dicts.addItem(parseItemInput(await readJsonObject(c)), requireAuth(c).user.username);
      return c.json(success("保存成功！"));
    }),
    put("/sys/dictItem/edit", permission(ITEM.edit), editItem),
    post("/sys/dictItem/edit", permission(ITEM.edit), editItem),
    del("/sys/dictItem/delete", permission(ITEM.delete), async (c) => {
      const removed = await dicts.removeItems([requireId(c.req.query("id"))]);
      return c.json(removed > 0 ? success("删除成功!") : error500("未找到对应实体"));
    }),
    del("/sys/dictItem/deleteBatch", permission(ITEM.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      await dicts.removeItems(ids);
      return c.json(success("删除成功!"));
    }),
    get("/sys/dictItem/dictItemCheck", authenticated, async (c) => {
      const itemValue = c.req.query("itemValue") ?? "";
      const dictId = requireId(c.req.query("dictId"), "dictId");
      const id = queryParam(c, "id");
      const taken = await dicts.itemValueTaken(dictId, itemValue, id);
      return c.json(taken ? error500("该值不可用，系统中已存在！") : okMessage("该值可用！"));
    }),
  ];
  const importDeps = deps.importDeps;
  if (importDeps) {
    routes.push(
      post("/sys/dict/importExcel", permission(DICT.import), (c) =>
        serveImport(c, dictImportSpec(db, requireAuth(c).user.username, clock), importDeps),
      ),
    );
  }
  return routes;
}

function parseDictInput(body: Record<string, unknown>): DictInput {
  const input: DictInput = {
    dictName: optionalText(body, "dictName", 100),
    description: optionalText(body, "description", 255),
    type: optionalInteger(body, "type", [0, 1]),
  };
  const code = optionalText(body, "dictCode", 100);
  if (code === null) throw new BusinessError("字典编码不能为空");
  if (code !== undefined) {
    if (!/^[A-Za-z0-9_.:-]+$/.test(code))
      throw new BusinessError("字典编码只能包含字母、数字、下划线、点、冒号和中划线");
    input.dictCode = code;
  }
  return input;
}

function parseItemInput(body: Record<string, unknown>): DictItemInput {
  const input: DictItemInput = {
    description: optionalText(body, "description", 255),
    sortOrder: optionalInteger(body, "sortOrder"),
    status: optionalInteger(body, "status", [0, 1]),
    itemColor: optionalText(body, "itemColor", 10),
  };
  if (body.dictId !== undefined) input.dictId = requireId(body.dictId, "dictId");
  const text = optionalText(body, "itemText", 100);
  if (text !== undefined) input.itemText = text ?? "";
  const value = optionalText(body, "itemValue", 100);
  if (value !== undefined) input.itemValue = value ?? "";
  return input;
}
