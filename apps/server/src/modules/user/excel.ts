import { formRules } from "@kanya/core/validate";
import type { Kysely } from "kysely";
import { hashPassword, newPasswordSalt } from "../../auth/password";
import type { Database } from "../../db/schema";
import { violatedConstraint } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import type { ExportColumn, ImportSpec } from "../../http/excel";
import { loadDictTexts, type WithDictText } from "../../http/list";
import { newId } from "../../ids";
import type { SysUserJson } from "../../wire/sys-user";
import { parseUserFields, USER_STATUS_NORMAL } from "./input";
import type { Actor } from "./service";

export const USER_EXPORT_TITLE = "用户列表";
/** JeecgBoot's default for an imported user without a password. */
export const DEFAULT_IMPORT_PASSWORD = "123456";

type UserRecord = WithDictText<SysUserJson>;

/** The sheet's columns; import reads the same headers back. */
export const USER_EXCEL_COLUMNS: readonly (ExportColumn<UserRecord> & { field: string })[] = [
  { header: "登录账号", field: "username", value: (u) => u.username },
  { header: "真实姓名", field: "realname", value: (u) => u.realname },
  { header: "生日", field: "birthday", value: (u) => u.birthday, width: 14 },
  {
    header: "性别",
    field: "sex",
    value: (u) => (u.sex_dictText ?? u.sex) as string | number | null,
    width: 8,
  },
  { header: "电子邮件", field: "email", value: (u) => u.email, width: 24 },
  { header: "手机号码", field: "phone", value: (u) => u.phone },
  { header: "工号", field: "workNo", value: (u) => u.workNo },
  { header: "职务", field: "post", value: (u) => u.post },
  { header: "座机号", field: "telephone", value: (u) => u.telephone },
  {
    header: "状态",
    field: "status",
    value: (u) => (u.status_dictText ?? u.status) as string | number | null,
    width: 8,
  },
  { header: "所属部门", field: "orgCodeTxt", value: (u) => u.orgCodeTxt, width: 24 },
  { header: "创建时间", field: "createTime", value: (u) => u.createTime, width: 20 },
  { header: "密码", field: "password", value: () => null, width: 10 },
];

/** JeecgBoot's per-constraint import messages. */
const DUPLICATE_MESSAGES: Record<string, string> = {
  uniq_sys_user_username: "用户名已经存在，忽略导入。",
  uniq_sys_user_work_no: "工号已经存在，忽略导入。",
  uniq_sys_user_phone: "手机号已经存在，忽略导入。",
  uniq_sys_user_email: "电子邮件已经存在，忽略导入。",
};

/**
 * The user import: one user per row (blank password → 123456, status normal). Sex and status may be given
 * as dictionary text (男, 冻结) or value; phone and email follow the same rules as the add form.
 */
export async function userImportSpec(
  db: Kysely<Database>,
  actor: Actor,
  clock: () => Date,
): Promise<ImportSpec> {
  const dicts = await loadDictTexts(db, ["sex", "user_status"]);
  const dictValue = (code: string, text: string): string => {
    if (text === "") return "";
    for (const [value, itemText] of dicts.get(code) ?? []) if (itemText === text) return value;
    return text;
  };
  const hashed = async (plain: string) => {
    const salt = newPasswordSalt();
    return { salt, password: await hashPassword(plain, salt) };
  };
  // Rows without a password get the published default. Hashing it once per import, not once per row,
  // takes a 10,000-row workbook from minutes of scrypt to seconds; a known default gains nothing from
  // a salt of its own, and the user's first change of password gives them one.
  let shared: Promise<{ salt: string; password: string }> | undefined;
  const defaultPassword = () => {
    shared ??= hashed(DEFAULT_IMPORT_PASSWORD);
    return shared;
  };
  return {
    title: USER_EXPORT_TITLE,
    errorFileName: "userImportExcelErrorLog",
    columns: USER_EXCEL_COLUMNS.filter((c) => c.field !== "orgCodeTxt" && c.field !== "createTime"),
    async importRow(row) {
      const body: Record<string, unknown> = {
        username: row.username,
        realname: row.realname,
        birthday: row.birthday,
        sex: dictValue("sex", row.sex ?? ""),
        email: row.email,
        phone: row.phone,
        workNo: row.workNo,
        post: row.post,
        telephone: row.telephone,
        status: dictValue("user_status", row.status ?? ""),
      };
      const fields = parseUserFields(body);
      const usernameProblem = formRules.username.validate(fields.username ?? "");
      if (usernameProblem || !fields.username)
        throw new BusinessError(`登录账号：${usernameProblem ?? "不能为空"}`);
      if (!fields.realname) fields.realname = fields.username;
      const { salt, password } = row.password ? await hashed(row.password) : await defaultPassword();
      try {
        await db
          .insertInto("sys_user")
          .values({
            ...fields,
            username: fields.username,
            id: newId(),
            password,
            salt,
            status: fields.status ?? USER_STATUS_NORMAL,
            del_flag: 0,
            create_by: actor.username,
            create_time: clock(),
          })
          .execute();
      } catch (error) {
        const message = DUPLICATE_MESSAGES[violatedConstraint(error) ?? ""];
        if (message) throw new BusinessError(message);
        throw error;
      }
    },
  };
}
