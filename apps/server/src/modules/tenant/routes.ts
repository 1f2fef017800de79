import { randomInt } from "node:crypto";
import { field } from "@kanya/core/resource";
import { tenant } from "@kanya/resources";
import { expressionBuilder, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { ImportDeps } from "../../http/excel";
import { listContext, queryListPage, SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toSysTenantJson } from "../../wire/sys-tenant";
import { intField, parseWireDateTime, queryParam, requiredQuery } from "../permission/input";
import { userListSpec } from "../user/list-spec";

const T = PERMISSION_CODES.tenant;

export const MSG_TENANT_ID_TAKEN = "该编号已存在!";
export const MSG_TENANT_NOT_FOUND = "未找到对应实体";
/** JeecgBoot's SysTenantServiceImpl.removeTenantById: a tenant its users still belong to stays. */
export const MSG_TENANT_IN_USE = "该租户已被引用，无法删除！";
/** sys_tenant.id is an integer column. */
const MAX_TENANT_ID = 2_147_483_647;

/**
 * JeecgBoot's tenant columns no page shows, read, written and listed as the API has them; an add that leaves
 * the status out makes a normal tenant (the form always sends one).
 */
const TENANT_API_FIELDS = {
  status: { ...tenant.fields.status, required: false },
  trade: field.dict("trade", { label: "所属行业", max: 10, list: false, excel: false }),
  companySize: field.dict("company_size", { label: "公司规模", max: 10, list: false, excel: false }),
  companyAddress: field.hidden({ label: "公司地址", max: 100 }),
  companyLogo: field.hidden({ label: "公司Logo", max: 200 }),
  houseNumber: field.hidden({ label: "门牌号", max: 10 }),
  workPlace: field.hidden({ label: "工作地点", max: 100 }),
  secondaryDomain: field.hidden({ label: "二级域名", max: 50 }),
  loginBkgdImg: field.hidden({ label: "登录背景图片", max: 200 }),
  position: field.hidden({ label: "职级", max: 10 }),
  department: field.hidden({ label: "部门", max: 10 }),
  applyStatus: field.number({ label: "申请状态", integer: true, list: false, excel: false }),
};

/**
 * `/sys/tenant`: the tenants themselves (not tenant-scoped rows), for holders of the tenant codes. The id is
 * the caller's integer; a delete is logical (JeecgBoot 3.7: `del_flag = 1`, no request can enter the tenant
 * then) and refused while live users belong to it; the list takes `beginDate` as `begin_date >=` and
 * `endDate` as `end_date <=`. Beside the resource's routes: `queryList` (the active tenants) and a tenant's users.
 */
export function tenantRoutes(db: Kysely<Database>, importDeps: () => ImportDeps): RouteSpec[] {
  const users = userListSpec(db);
  return [
    ...crudRoutes(
      db,
      {
        resource: tenant,
        apiFields: TENANT_API_FIELDS,
        toJson: toSysTenantJson,
        ownId: tenantIdOf,
        scope: (eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]),
        softDelete: { del_flag: 1 },
        defaults: { status: 1, del_flag: 0 },
        listCodeZero: true,
        queryByIdCodeZero: true,
        maxPageSize: SMALL_LIST_PAGE_SIZE,
        writeResult: "none",
        deleteBatchResult: "none",
        requestScopeFields: ["beginDate", "endDate"],
        requestScope: (eb, params) => {
          const begin = boundOf(params.beginDate, "开始时间");
          const end = boundOf(params.endDate, "结束时间");
          const bounds = [
            ...(begin ? [eb("begin_date", ">=", begin)] : []),
            ...(end ? [eb("end_date", "<=", end)] : []),
          ];
          return bounds.length > 0 ? eb.and(bounds) : undefined;
        },
        messages: {
          edit: "修改成功!",
          delete: "删除成功",
          deleteBatch: "删除成功!",
          notFound: MSG_TENANT_NOT_FOUND,
          duplicate: MSG_TENANT_ID_TAKEN,
          invalid: (label) => `${label}格式不正确`,
          noIds: "未选中租户！",
        },
        check(values, { mode, existing }) {
          const unnumbered =
            mode === "add"
              ? !values.house_number
              : values.house_number === null ||
                (values.house_number === undefined && !existing?.house_number);
          return unnumbered ? { ...values, house_number: randomHouseNumber() } : values;
        },
        onDelete: refuseInUse,
        excel: { title: "租户列表", deps: importDeps },
      },
      () => importDeps().clock(),
    ),
    get("/sys/tenant/queryList", permission(T.list), async (c) => {
      const ids = (queryParam(c, "ids") ?? "")
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean)
        .slice(0, 1000)
        .map((v) => tenantIdOf(v));
      let query = db
        .selectFrom("sys_tenant")
        .selectAll()
        .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
        .where("status", "=", 1);
      if (ids.length > 0) query = query.where("id", "in", ids);
      return c.json(okCodeZero((await query.orderBy("id").execute()).map(toSysTenantJson)));
    }),
    // The users of a tenant (JeecgBoot's 租户用户 list: `sys_user_tenant` links of any status).
    get("/sys/tenant/getTenantUserList", permission(T.list), async (c) => {
      const id = tenantIdOf(requiredQuery(c, "userTenantId", "参数为空！"));
      const { userTenantId: _tenant, ...params } = listContext(c).params;
      const page = await queryListPage(
        db,
        users,
        { ...listContext(c), params },
        { where: tenantUserCondition(id) },
      );
      return c.json(okCodeZero(page));
    }),
  ];
}

/** A tenant id of a query or a body: an integer of the column's range. */
function tenantIdOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === "") throw new BusinessError("参数为空！");
  const id = intField({ id: raw }, "id", "租户编号");
  if (id === undefined || id === null) throw new BusinessError("请输入租户编号");
  if (id < 1 || id > MAX_TENANT_ID) throw new BusinessError(`租户编号必须是1到${MAX_TENANT_ID}之间的整数`);
  return id;
}

function boundOf(raw: string | undefined, label: string): Date | null {
  const text = raw?.trim();
  if (!text) return null;
  const date = parseWireDateTime(text);
  if (!date) throw new BusinessError(`${label}格式不正确，应为 yyyy-MM-dd HH:mm:ss`);
  return date;
}

/** Users linked to the tenant (`sys_user_tenant`), on top of the user list's own conditions. */
function tenantUserCondition(tenantId: number) {
  const eb = expressionBuilder<Database, "sys_user">();
  return eb("id", "in", eb.selectFrom("sys_user_tenant").select("user_id").where("tenant_id", "=", tenantId));
}

/** Refuses to delete tenants that live users still belong to (the whole batch stays). */
async function refuseInUse(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  const linked = await db
    .selectFrom("sys_user_tenant")
    .innerJoin("sys_user", "sys_user.id", "sys_user_tenant.user_id")
    .select("sys_user_tenant.tenant_id")
    .where("sys_user_tenant.tenant_id", "in", ids.map(Number))
    .where("sys_user.del_flag", "=", 0)
    .executeTakeFirst();
  if (linked) throw new BusinessError(MSG_TENANT_IN_USE);
}

/** JeecgBoot's tenant house number: six random upper-case letters and digits. */
function randomHouseNumber(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
}
