import type { Insertable, Kysely, Selectable } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { isUniqueViolation, MSG_DUPLICATE_KEY } from "../../db/unique-violation";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { type ExcelFamily, excelRoutes, type ImportDeps } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { type ListSpec, listContext, queryListPage } from "../../http/list";
import { optionalIdList, requireId } from "../../http/params";
import { readJsonObject } from "../../http/request";
import { error500, ok, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";

/*
 * The CRUD endpoints most of JeecgBoot's smaller registries share (JeecgController): `list` (IPage with
 * `Result.ok`, so code 200), `add`, `edit` (PUT or POST), `delete?id`, `deleteBatch?ids`, `queryById?id`.
 * Each registry declares its table, list spec, body reader and wire mapping; every route needs its code.
 */

type TableName = keyof Database & string;
type Row<TB extends TableName> = Selectable<Database[TB]>;

export interface CrudCodes {
  readonly list: string;
  readonly add: string;
  readonly edit: string;
  readonly delete: string;
  readonly deleteBatch: string;
}

export interface CrudMessages {
  readonly add: string;
  readonly edit: string;
  readonly delete: string;
  readonly deleteBatch: string;
}

export interface CrudSpec<TB extends TableName, J extends object> {
  readonly base: string;
  readonly table: TB;
  readonly codes: CrudCodes;
  readonly messages: CrudMessages;
  readonly listSpec: ListSpec<TB, J>;
  readonly toJson: (row: Row<TB>) => J;
  /**
   * The columns an add or edit body sets (only those present on edit). Throw a BusinessError for bad
   * input. `existing` is the row being edited.
   */
  readonly readBody: (
    body: Record<string, unknown>,
    context: { mode: "add" | "edit"; existing?: Row<TB>; auth: AuthContext },
  ) => Promise<Partial<Insertable<Database[TB]>>>;
  /** Columns a new row always gets (e.g. `del_flag: 0`). */
  readonly defaults?: Partial<Insertable<Database[TB]>>;
  /** Rows outside this scope are "not found" (tenant scoping). */
  readonly visible?: (row: Row<TB>, tenantId: number | null) => boolean;
  /** The tenant column of a new row, when the table is tenant-scoped. */
  readonly tenantColumn?: string;
  /** Message when a unique key clashes (default JeecgBoot's `数据库中已存在该记录`). */
  readonly duplicateMessage?: string;
  /** `exportXls` of the list and `importExcel`, each row read and saved as an `add` body. */
  readonly excel?: RegistryExcel;
}

/** A registry's sheet; the list, the path and how a row is saved come from the registry itself. */
export type RegistryExcel = Pick<ExcelFamily, "codes" | "title" | "errorFileName" | "columns"> & {
  readonly deps: () => ImportDeps;
};

export const MSG_NOT_FOUND = "未找到对应数据";

export function crudRoutes<TB extends TableName, J extends object>(
  db: Kysely<Database>,
  spec: CrudSpec<TB, J>,
  clock: () => Date,
): RouteSpec[] {
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the spec at run time
  const anyDb = db as unknown as Kysely<any>;
  const find = async (id: string, tenantId: number | null): Promise<Row<TB> | undefined> => {
    const row = (await anyDb
      .selectFrom(spec.table as string)
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst()) as Row<TB> | undefined;
    if (!row) return undefined;
    return !spec.visible || spec.visible(row, tenantId) ? row : undefined;
  };
  const guardUnique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(spec.duplicateMessage ?? MSG_DUPLICATE_KEY);
      throw error;
    }
  };
  const edit: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const id = requireId(body.id);
    const auth = requireAuth(c);
    const existing = await find(id, auth.tenantId);
    if (!existing) return c.json(error500(MSG_NOT_FOUND));
    const values = await spec.readBody(body, { mode: "edit", existing, auth });
    await guardUnique(() =>
      anyDb
        .updateTable(spec.table as string)
        .set({ ...values, update_by: auth.user.username, update_time: clock() } as Record<string, unknown>)
        .where("id", "=", id)
        .execute(),
    );
    return c.json(okMessage(spec.messages.edit));
  };
  const remove = async (ids: readonly string[], tenantId: number | null): Promise<number> => {
    let removed = 0;
    for (const id of ids) {
      if (!(await find(id, tenantId))) continue;
      await anyDb
        .deleteFrom(spec.table as string)
        .where("id", "=", id)
        .execute();
      removed++;
    }
    return removed;
  };

  const add = async (body: Record<string, unknown>, auth: AuthContext) => {
    const values = await spec.readBody(body, { mode: "add", auth });
    await guardUnique(() =>
      anyDb
        .insertInto(spec.table as string)
        .values({
          ...spec.defaults,
          ...values,
          ...(spec.tenantColumn ? { [spec.tenantColumn]: auth.tenantId ?? 0 } : {}),
          id: newId(),
          create_by: auth.user.username,
          create_time: clock(),
        })
        .execute(),
    );
  };
  const excel = spec.excel
    ? excelRoutes(
        db,
        {
          ...spec.excel,
          api: spec.base,
          listSpec: spec.listSpec,
          importer: (auth) => (body) => add({ ...body }, auth),
        },
        spec.excel.deps,
      )
    : [];

  return [
    ...excel,
    get(`${spec.base}/list`, permission(spec.codes.list), async (c) =>
      c.json(ok(await queryListPage(db, spec.listSpec, listContext(c)))),
    ),
    post(`${spec.base}/add`, permission(spec.codes.add), async (c) => {
      await add(await readJsonObject(c), requireAuth(c));
      return c.json(okMessage(spec.messages.add));
    }),
    put(`${spec.base}/edit`, permission(spec.codes.edit), edit),
    post(`${spec.base}/edit`, permission(spec.codes.edit), edit),
    del(`${spec.base}/delete`, permission(spec.codes.delete), async (c) => {
      const removed = await remove([requireId(c.req.query("id"))], requireAuth(c).tenantId);
      return c.json(removed > 0 ? okMessage(spec.messages.delete) : error500(MSG_NOT_FOUND));
    }),
    del(`${spec.base}/deleteBatch`, permission(spec.codes.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      await remove(ids, requireAuth(c).tenantId);
      return c.json(okMessage(spec.messages.deleteBatch));
    }),
    get(`${spec.base}/queryById`, permission(spec.codes.list), async (c) => {
      const row = await find(requireId(c.req.query("id")), requireAuth(c).tenantId);
      return c.json(row ? ok(spec.toJson(row)) : error500(MSG_NOT_FOUND));
    }),
  ];
}
