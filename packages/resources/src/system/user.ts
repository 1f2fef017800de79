import { defineResource, field } from "@kanya/core/resource";

/**
 * 用户: back-office accounts (`/sys/user`, jeecg-api.md §6), the `sys_user` columns as the console lists and
 * edits them. The server's user module keeps its own routes (passwords, relations, recycle bin). The add/edit
 * body's relation CSVs (`selectedroles`, `selecteddeparts`, `relTenantIds`) and the list's department names
 * (`orgCodeTxt`) are not columns: the user page's own form and columns carry them.
 */
export const user = defineResource({
  name: "user",
  title: "用户",
  api: "/sys/user",
  permission: "system:user",
  table: "sys_user",
  codes: { import: "system:user:import", export: "system:user:export" },
  fields: {
    username: field.text({
      label: "用户账号",
      required: true,
      max: 100,
      rule: "username",
      unique: true,
      query: "like",
      list: { width: 120, sort: true },
      form: { disabledOnEdit: true },
    }),
    realname: field.text({
      label: "用户姓名",
      required: true,
      max: 100,
      query: "like",
      list: { width: 100 },
    }),
    avatar: field.image({ label: "头像", max: 255, list: { width: 80 }, excel: false }),
    sex: field.dict("sex", { label: "性别", query: "eq", list: { width: 70, sort: true } }),
    birthday: field.date({ label: "生日", list: { width: 110 } }),
    phone: field.text({ label: "手机号码", max: 45, rule: "mobile", query: "like", list: { width: 120 } }),
    status: field.dict("user_status", { label: "状态", query: "eq", form: false, list: { width: 70 } }),
    workNo: field.text({ label: "工号", max: 100, query: "like", list: { width: 100 } }),
    post: field.text({ label: "职务", max: 100, list: false }),
    userIdentity: field.number({ label: "身份", integer: true, min: 1, max: 2, list: false, excel: false }),
    departIds: field.department({ label: "负责部门", max: 1000, list: false, excel: false }),
    email: field.text({ label: "邮箱", max: 45, rule: "email", list: false }),
    telephone: field.text({ label: "座机", max: 45, list: false }),
    createTime: field.datetime({ label: "创建时间", form: false, list: false, excel: false }),
  },
});
