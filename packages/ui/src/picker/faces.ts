import { createPickerFace } from "./create-picker-face";
import type { PickerRow } from "./picker-types";

/**
 * The user picker (JSelectUserModal, spec §2, §9): width 1200, texts cut at 25; returns `username` (and the
 * rows, with `id`), shows `realname`; searches the account, sex (dictionary sex: 1 男, 2 女) and birthday.
 */
export const userPicker = createPickerFace<PickerRow>({
  name: "UserPicker",
  title: "picker.user.title",
  width: 1200,
  valueKey: "username",
  labelKey: "realname",
  ellipsis: 25,
  columns: (t) => [
    { title: t("picker.user.username"), dataIndex: "username", width: 140 },
    { title: t("picker.user.realname"), dataIndex: "realname", width: 140 },
    { title: t("picker.user.sex"), dataIndex: "sex", width: 80 },
    { title: t("picker.user.birthday"), dataIndex: "birthday", width: 120 },
    { title: t("picker.user.phone"), dataIndex: "phone", width: 140 },
  ],
  searchFields: (t) => [
    { name: "username", label: t("picker.user.username") },
    {
      name: "sex",
      label: t("picker.user.sex"),
      type: "select",
      options: [
        { value: "1", label: t("picker.user.male") },
        { value: "2", label: t("picker.user.female") },
      ],
    },
    { name: "birthday", label: t("picker.user.birthday"), placeholder: "YYYY-MM-DD" },
  ],
});

/** The role picker (JSelectRole, spec §2): returns `id` (rows carry `roleCode`), shows `roleName`. */
export const rolePicker = createPickerFace<PickerRow>({
  name: "RolePicker",
  title: "picker.role.title",
  width: 800,
  valueKey: "id",
  labelKey: "roleName",
  columns: (t) => [
    { title: t("picker.role.roleName"), dataIndex: "roleName", width: 240 },
    { title: t("picker.role.roleCode"), dataIndex: "roleCode", width: 240 },
  ],
  searchFields: (t) => [{ name: "roleName", label: t("picker.role.roleName") }],
});

/** The position selector (JSelectPosition, spec §2, §9): width 1000; name, code, rank (its dictionary text). */
export const positionPicker = createPickerFace<PickerRow>({
  name: "PositionPicker",
  title: "picker.position.title",
  width: 1000,
  valueKey: "code",
  labelKey: "name",
  columns: (t) => [
    { title: t("picker.position.name"), dataIndex: "name", width: 200 },
    { title: t("picker.position.code"), dataIndex: "code", width: 200 },
    { title: t("picker.position.rank"), dataIndex: "rank", width: 160 },
  ],
  searchFields: (t) => [{ name: "name", label: t("picker.position.name") }],
});

/**
 * The biz-component picker (JSelectBizComponent, spec §9): search form left, results right, the selected
 * rows as a table; page size 5 (5/10/20/30), width 900, texts cut at 12, tables 240 px high. The caller
 * gives the columns and search fields of its business list.
 */
export const bizPicker = createPickerFace<PickerRow>({
  name: "BizPicker",
  title: "picker.popup.title",
  width: 900,
  valueKey: "id",
  labelKey: "name",
  pageSize: 5,
  pageSizeOptions: [5, 10, 20, 30],
  ellipsis: 12,
  scrollY: 240,
  searchPlacement: "left",
  selectedView: "table",
  columns: () => [],
});

/**
 * The users of the user-by-department picker (JSelectUserByDep, spec §9): page size 10 (10/20/30), newest
 * first (createTime desc); the row of spec §2 with sex and the department (`orgCodeTxt`).
 */
export const userByDepartFace = createPickerFace<PickerRow>({
  name: "UserByDepartPicker",
  title: "picker.user.title",
  width: 1250,
  valueKey: "username",
  labelKey: "realname",
  ellipsis: 25,
  columns: (t) => [
    { title: t("picker.user.username"), dataIndex: "username", width: 140 },
    { title: t("picker.user.realname"), dataIndex: "realname", width: 120 },
    { title: t("picker.user.sex"), dataIndex: "sex", width: 70 },
    { title: t("picker.user.phone"), dataIndex: "phone", width: 130 },
    { title: t("picker.user.department"), dataIndex: "orgCodeTxt", width: 160 },
  ],
  searchFields: (t) => [{ name: "username", label: t("picker.user.username") }],
});

/** JSelectUserModal: `<UserPicker load={…} />` (field) and `<UserPickerModal … />`. */
export const UserPicker = userPicker.Field;
export const UserPickerModal = userPicker.Modal;
/** JSelectRole. */
export const RolePicker = rolePicker.Field;
export const RolePickerModal = rolePicker.Modal;
/** JSelectPosition. */
export const PositionPicker = positionPicker.Field;
export const PositionPickerModal = positionPicker.Modal;
/** JSelectBizComponent: pass the business list's `columns` and `searchFields` through `modal`. */
export const BizPicker = bizPicker.Field;
export const BizPickerModal = bizPicker.Modal;
