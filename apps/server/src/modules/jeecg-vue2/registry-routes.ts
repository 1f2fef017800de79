import { userAgent } from "@kanya/resources";
import type { Kysely, Selectable } from "kysely";
import type { Database, SysRoleIndexTable, SysUserAgentTable } from "../../db/schema";
import { permission } from "../../http/access";
import { crudRoutes as resourceCrudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import { requiredQueryParam } from "../../http/input";
import { defineListSpec } from "../../http/list";
import { optionalInteger, optionalText } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { error500, ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { formatDateTime } from "../../wire/datetime";
import { crudRoutes, MSG_NOT_FOUND } from "../registry/crud-routes";

const audit = (row: {
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}) => ({
  createBy: row.create_by,
  createTime: formatDateTime(row.create_time),
  updateBy: row.update_by,
  updateTime: formatDateTime(row.update_time),
});

const toRoleIndexJson = (row: Selectable<SysRoleIndexTable>) => ({
  id: row.id,
  roleCode: row.role_code,
  url: row.url,
  component: row.component,
  route: row.is_route !== 0,
  priority: row.priority,
  status: row.status,
  sysOrgCode: row.sys_org_code,
  ...audit(row),
});

const toUserAgentJson = (row: Selectable<SysUserAgentTable>) => ({
  id: row.id,
  userName: row.user_name,
  agentUserName: row.agent_user_name,
  startTime: formatDateTime(row.start_time),
  endTime: formatDateTime(row.end_time),
  status: row.status,
  sysOrgCode: row.sys_org_code,
  sysCompanyCode: row.sys_company_code,
  ...audit(row),
});

const MESSAGES = { add: "添加成功！", edit: "编辑成功!", delete: "删除成功!", deleteBatch: "批量删除成功!" };

/** Role home pages (`/sys/sysRoleIndex/*`, registry engine) and user agents (`/sys/sysUserAgent/*`, its resource). */
export function registryRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        base: "/sys/sysRoleIndex",
        table: "sys_role_index",
        codes: PERMISSION_CODES.roleIndex,
        messages: MESSAGES,
        listSpec: defineListSpec({
          table: "sys_role_index",
          fields: {
            id: { column: "id", type: "string" },
            roleCode: { column: "role_code", type: "string" },
            url: { column: "url", type: "string" },
            priority: { column: "priority", type: "integer" },
            createTime: { column: "create_time", type: "datetime" },
          },
          toRecords: (rows) => rows.map(toRoleIndexJson),
        }),
        toJson: toRoleIndexJson,
        duplicateMessage: "该角色已配置首页",
        async readBody(body, { mode }) {
          const values: Record<string, unknown> = {};
          const roleCode = optionalText(body, "roleCode", 50);
          if (mode === "add" && !roleCode) throw new BusinessError("角色编码必填");
          if (roleCode) values.role_code = roleCode;
          const url = optionalText(body, "url", 100);
          if (mode === "add" && !url) throw new BusinessError("路由地址必填");
          if (url !== undefined) values.url = url;
          const component = optionalText(body, "component", 255);
          if (mode === "add" && !component) throw new BusinessError("组件路径必填");
          if (component !== undefined) values.component = component;
          if (typeof body.route === "boolean") values.is_route = body.route ? 1 : 0;
          const priority = optionalInteger(body, "priority");
          if (priority !== undefined) values.priority = priority ?? 0;
          const status = optionalText(body, "status", 2);
          if (status !== undefined) values.status = status;
          return values;
        },
      },
      clock,
    ),
    get("/sys/sysRoleIndex/queryByCode", permission(PERMISSION_CODES.roleIndex.list), async (c) => {
      const row = await db
        .selectFrom("sys_role_index")
        .selectAll()
        .where("role_code", "=", requiredQueryParam(c, "roleCode"))
        .executeTakeFirst();
      return c.json(ok(row ? toRoleIndexJson(row) : null));
    }),

    ...resourceCrudRoutes(
      db,
      {
        resource: userAgent,
        toJson: toUserAgentJson,
        messages: { duplicate: "该用户已设置代理人" },
      },
      clock,
    ),
    get("/sys/sysUserAgent/queryByUserName", permission(PERMISSION_CODES.userAgent.list), async (c) => {
      const row = await db
        .selectFrom("sys_user_agent")
        .selectAll()
        .where("user_name", "=", requiredQueryParam(c, "userName"))
        .executeTakeFirst();
      return c.json(row ? ok(toUserAgentJson(row)) : error500(MSG_NOT_FOUND));
    }),
  ];
}
