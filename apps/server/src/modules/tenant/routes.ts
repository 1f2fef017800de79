import { randomInt } from "node:crypto";
import type { Kysely, Updateable } from "kysely";
import type { Database, SysTenantTable } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { defineListSpec, SMALL_LIST_PAGE_SIZE, serveList } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { toSysTenantJson } from "../../wire/sys-tenant";
import {
  dateTimeField,
  intField,
  parseWireDateTime,
  queryParam,
  requiredQuery,
  textField,
} from "../permission/input";

const T = PERMISSION_CODES.tenant;
const done = (message: string) => ok(null, message);

export const MSG_TENANT_ID_TAKEN = "该编号已存在!";
export const MSG_TENANT_NOT_FOUND = "未找到对应实体";
/** sys_tenant.id is an integer column. */
const MAX_TENANT_ID = 2_147_483_647;

/**
 * `/sys/tenant/list`: JeecgBoot takes `beginDate`/`endDate` out of the equality filters and applies them
 * as `begin_date >= beginDate` and `end_date <= endDate`.
 */
export const tenantListSpec = defineListSpec({
  table: "sys_tenant",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "integer" },
    name: { column: "name", type: "string" },
    status: { column: "status", type: "integer" },
    trade: { column: "trade", type: "string" },
    companySize: { column: "company_size", type: "string" },
    houseNumber: { column: "house_number", type: "string" },
    beginDate: { column: "begin_date", type: "datetime", filter: false },
    endDate: { column: "end_date", type: "datetime", filter: false },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  dictFields: { status: "tenant_status", trade: "trade", companySize: "company_size" },
  where: (eb, ctx) => {
    const begin = boundOf(ctx.params.beginDate, "开始时间");
    const end = boundOf(ctx.params.endDate, "结束时间");
    return eb.and([
      eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]),
      ...(begin ? [eb("begin_date", ">=", begin)] : []),
      ...(end ? [eb("end_date", "<=", end)] : []),
    ]);
  },
  toRecords: (rows) => rows.map(toSysTenantJson),
});

function boundOf(raw: string | undefined, label: string): Date | null {
  const text = raw?.trim();
  if (!text) return null;
  const date = parseWireDateTime(text);
  if (!date) throw new BusinessError(`${label}格式不正确，应为 yyyy-MM-dd HH:mm:ss`);
  return date;
}

/** `/sys/tenant`: the tenants themselves (not tenant-scoped rows), for holders of the tenant codes. */
export function tenantRoutes(db: Kysely<Database>): RouteSpec[] {
  const live = () =>
    db
      .selectFrom("sys_tenant")
      .selectAll()
      .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]));

  const tenantIdOf = (raw: unknown, label = "租户编号"): number => {
    const id = intField({ id: raw }, "id", label);
    if (id === undefined || id === null) throw new BusinessError(`请输入${label}`);
    if (id < 1 || id > MAX_TENANT_ID) throw new BusinessError(`${label}必须是1到${MAX_TENANT_ID}之间的整数`);
    return id;
  };

  const idsOf = (raw: string | undefined) =>
    (raw ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 1000)
      .map((v) => tenantIdOf(v));

  return [
    get("/sys/tenant/list", permission(T.list), (c) => serveList(c, db, tenantListSpec)),
    get("/sys/tenant/queryById", permission(T.list), async (c) => {
      const id = tenantIdOf(requiredQuery(c, "id", "参数为空！"));
      const row = await live().where("id", "=", id).executeTakeFirst();
      return c.json(row ? okCodeZero(toSysTenantJson(row)) : error500(MSG_TENANT_NOT_FOUND));
    }),
    get("/sys/tenant/queryList", permission(T.list), async (c) => {
      const ids = idsOf(queryParam(c, "ids"));
      let query = live().where("status", "=", 1);
      if (ids.length > 0) query = query.where("id", "in", ids);
      return c.json(okCodeZero((await query.orderBy("id").execute()).map(toSysTenantJson)));
    }),
    post("/sys/tenant/add", permission(T.add), async (c) => {
      const body = await readJsonObject(c);
      const id = tenantIdOf(body.id);
      const values = readTenantBody(body);
      if (!values.name?.trim()) throw new BusinessError("请输入租户名称");
      const existing = await db.selectFrom("sys_tenant").select("id").where("id", "=", id).executeTakeFirst();
      if (existing) return c.json(error500(MSG_TENANT_ID_TAKEN));
      try {
        await db
          .insertInto("sys_tenant")
          .values({
            ...values,
            id,
            status: values.status ?? 1,
            house_number: values.house_number || randomHouseNumber(),
            del_flag: 0,
            create_by: requireAuth(c).user.username,
            create_time: new Date(),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return c.json(error500(MSG_TENANT_ID_TAKEN));
        throw error;
      }
      return c.json(done("添加成功！"));
    }),
    put("/sys/tenant/edit", permission(T.edit), async (c) => {
      const body = await readJsonObject(c);
      const id = tenantIdOf(body.id);
      const current = await live().where("id", "=", id).executeTakeFirst();
      if (!current) return c.json(error500(MSG_TENANT_NOT_FOUND));
      const values = readTenantBody(body);
      if (values.name !== undefined && !values.name?.trim()) throw new BusinessError("请输入租户名称");
      await db
        .updateTable("sys_tenant")
        .set({
          ...values,
          ...(values.house_number === null || (values.house_number === undefined && !current.house_number)
            ? { house_number: randomHouseNumber() }
            : {}),
          update_by: requireAuth(c).user.username,
          update_time: new Date(),
        })
        .where("id", "=", id)
        .execute();
      return c.json(done("修改成功!"));
    }),
    del("/sys/tenant/delete", permission(T.delete), async (c) => {
      const id = tenantIdOf(requiredQuery(c, "id", "参数为空！"));
      const removed = await softDelete(db, [id]);
      return c.json(removed === 0 ? error500(MSG_TENANT_NOT_FOUND) : okMessage("删除成功"));
    }),
    del("/sys/tenant/deleteBatch", permission(T.deleteBatch), async (c) => {
      const ids = idsOf(queryParam(c, "ids"));
      if (ids.length === 0) return c.json(error500("未选中租户！"));
      await softDelete(db, ids);
      return c.json(done("删除成功!"));
    }),
  ];
}

/** JeecgBoot 3.7 deletes tenants logically (del_flag = 1); their rows stay, no request can enter them. */
async function softDelete(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  const result = await db
    .updateTable("sys_tenant")
    .set({ del_flag: 1, update_time: new Date() })
    .where("id", "in", ids)
    .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** JeecgBoot's tenant house number: six random upper-case letters and digits. */
function randomHouseNumber(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
}

function readTenantBody(body: Record<string, unknown>): Updateable<SysTenantTable> {
  const values: Updateable<SysTenantTable> = {};
  const text = (field: string, column: keyof SysTenantTable, max: number, label: string) => {
    const value = textField(body, field, max, label);
    if (value !== undefined)
      (values as Record<string, unknown>)[column] = value === null ? null : value.trim();
  };
  text("name", "name", 100, "租户名称");
  text("trade", "trade", 10, "所属行业");
  text("companySize", "company_size", 10, "公司规模");
  text("companyAddress", "company_address", 100, "公司地址");
  text("companyLogo", "company_logo", 200, "公司Logo");
  text("houseNumber", "house_number", 10, "门牌号");
  text("workPlace", "work_place", 100, "工作地点");
  text("secondaryDomain", "secondary_domain", 50, "二级域名");
  text("loginBkgdImg", "login_bkgd_img", 200, "登录背景图片");
  text("position", "position", 10, "职级");
  text("department", "department", 10, "部门");
  const begin = dateTimeField(body, "beginDate", "开始时间");
  if (begin !== undefined) values.begin_date = begin;
  const end = dateTimeField(body, "endDate", "结束时间");
  if (end !== undefined) values.end_date = end;
  const status = intField(body, "status", "状态");
  if (status !== undefined) {
    if (status !== null && status !== 0 && status !== 1)
      throw new BusinessError("状态只能是 1（正常）或 0（冻结）");
    values.status = status;
  }
  const apply = intField(body, "applyStatus", "申请状态");
  if (apply !== undefined) values.apply_status = apply;
  if (values.house_number === "") values.house_number = null;
  return values;
}
