import { user } from "@kanya/resources";
import { config } from "../../config";
import { createListPage } from "../../list";
import { translate } from "../../locale";
import { UserFormModal } from "./components/UserFormModal";
import { UserBatchFreeze, userColumns, useUserParts } from "./components/UserListParts";

/**
 * 用户管理 (spec §1–§2): the `user` resource's list page, with the avatar and department columns, its own
 * form (roles, departments, password), 修改密码 and 冻结 / 解冻 per row and for the ticked rows, and 回收站.
 */
export default createListPage(user, {
  formModal: UserFormModal,
  columns: (columns) => userColumns(columns, translate(config.locale, "user.departColumn")),
  toolbar: (reload, selected) => <UserBatchFreeze reload={reload} selected={selected} />,
  useParts: useUserParts,
});
