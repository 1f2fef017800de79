import { formRules } from "@kanya/core/validate";
import { BusinessError } from "../../http/errors";
import { optionalDate, optionalIdList, optionalInteger, optionalText, requireId } from "../../http/params";

/** The SysUser columns a caller may set (add/edit/import); never password hashes, salts or del_flag. */
export interface UserFields {
  username?: string;
  realname?: string | null;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  status?: number | null;
  work_no?: string | null;
  post?: string | null;
  telephone?: string | null;
  user_identity?: number | null;
  activiti_sync?: number | null;
  depart_ids?: string | null;
}

/** Relations given as CSV (`selectedroles`, `selecteddeparts`, `relTenantIds`); undefined = not sent. */
export interface UserRelations {
  roleIds?: string[];
  departIds?: string[];
  tenantIds?: number[];
}

export interface UserAddInput {
  fields: UserFields & { username: string; realname: string };
  password: string;
  relations: UserRelations;
}

export interface UserEditInput {
  id: string;
  fields: UserFields;
  relations: UserRelations;
}

export const USER_STATUS_NORMAL = 1;
export const USER_STATUS_FROZEN = 2;
const MAX_PASSWORD_LENGTH = 64;

/** `POST /sys/user/add`'s body: SysUser + plain `password` + relation CSVs. */
export function parseUserAdd(body: Record<string, unknown>): UserAddInput {
  const fields = parseUserFields(body);
  const username = fields.username;
  const usernameProblem = formRules.username.validate(username ?? "");
  if (usernameProblem || username === undefined) {
    throw new BusinessError(usernameProblem ?? formRules.username.validate("") ?? "请输入用户名");
  }
  if (!fields.realname) throw new BusinessError("用户姓名不能为空");
  const password = body.password;
  if (typeof password !== "string" || password === "") throw new BusinessError("密码不能为空");
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new BusinessError(`密码不能超过${MAX_PASSWORD_LENGTH}个字符`);
  return {
    fields: { ...fields, username, realname: fields.realname },
    password,
    relations: parseUserRelations(body),
  };
}

/** `PUT /sys/user/edit`'s body: `id` plus the fields to change; `password` is ignored. */
export function parseUserEdit(body: Record<string, unknown>): UserEditInput {
  const id = requireId(body.id);
  const fields = parseUserFields(body);
  if (fields.username !== undefined) {
    const problem = formRules.username.validate(fields.username);
    if (problem) throw new BusinessError(problem);
  }
  if (fields.realname === null) throw new BusinessError("用户姓名不能为空");
  return { id, fields, relations: parseUserRelations(body) };
}

/** The settable fields of a body, each checked for type and length; phone and email by @kanya/core rules. */
export function parseUserFields(body: Record<string, unknown>): UserFields {
  const fields: UserFields = {};
  const username = optionalText(body, "username", 100);
  if (username !== undefined) fields.username = username ?? "";
  assign(fields, "realname", optionalText(body, "realname", 100));
  assign(fields, "avatar", optionalText(body, "avatar", 255));
  assign(fields, "birthday", optionalDate(body, "birthday"));
  assign(fields, "sex", optionalInteger(body, "sex", [0, 1, 2]));
  assign(fields, "email", optionalText(body, "email", 45));
  assign(fields, "phone", optionalText(body, "phone", 45));
  assign(fields, "status", optionalInteger(body, "status", [USER_STATUS_NORMAL, USER_STATUS_FROZEN]));
  assign(fields, "work_no", optionalText(body, "workNo", 100));
  assign(fields, "post", optionalText(body, "post", 100));
  assign(fields, "telephone", optionalText(body, "telephone", 45));
  assign(fields, "user_identity", optionalInteger(body, "userIdentity", [1, 2]));
  assign(fields, "activiti_sync", optionalInteger(body, "activitiSync", [0, 1]));
  assign(fields, "depart_ids", optionalText(body, "departIds", 1000));

  if (fields.phone) {
    const problem = formRules.mobile.validate(fields.phone);
    if (problem) throw new BusinessError(problem);
  }
  if (fields.email) {
    const problem = formRules.email.validate(fields.email);
    if (problem) throw new BusinessError(problem);
  }
  return fields;
}

function parseUserRelations(body: Record<string, unknown>): UserRelations {
  const relations: UserRelations = {};
  if (body.selectedroles !== undefined)
    relations.roleIds = optionalIdList(body.selectedroles, "selectedroles");
  if (body.selecteddeparts !== undefined) {
    relations.departIds = optionalIdList(body.selecteddeparts, "selecteddeparts");
  }
  if (body.relTenantIds !== undefined) relations.tenantIds = parseTenantIds(body.relTenantIds);
  return relations;
}

/** `relTenantIds`: comma-separated integer tenant ids. */
export function parseTenantIds(value: unknown): number[] {
  if (value === null || value === "") return [];
  const parts =
    typeof value === "number" ? [String(value)] : typeof value === "string" ? value.split(",") : null;
  if (!parts) throw new BusinessError("参数relTenantIds必须是逗号分隔的租户编号");
  const ids = parts.map((part) => part.trim()).filter((part) => part !== "");
  if (ids.some((id) => !/^\d{1,9}$/.test(id)))
    throw new BusinessError("参数relTenantIds必须是逗号分隔的租户编号");
  return [...new Set(ids.map(Number))];
}

function assign<K extends keyof UserFields>(
  fields: UserFields,
  key: K,
  value: UserFields[K] | undefined,
): void {
  if (value !== undefined) fields[key] = value;
}
