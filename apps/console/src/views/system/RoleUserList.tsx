import { resourceCodes } from "@kanya/core/resource";
import { role } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { clsx } from "clsx";
import { useMemo, useState } from "react";
import { createListPage } from "../../list";
import { useText } from "../../locale";
import { useAccess } from "../../providers";
import type { ViewProps } from "../view-props";
import { RoleAuthDrawer } from "./components/RoleAuthDrawer";
import { RoleUsersPanel } from "./components/RoleUsersPanel";

const codes = resourceCodes(role);
/** Granting menus is `saveRolePermission`'s code (the server's guard on the drawer's save). */
const GRANT_CODE = "system:permission:saveRole";

interface ChosenRole {
  id: string;
  roleName: string;
}

const chosen = (row: DataRow): ChosenRole => ({ id: String(row.id), roleName: String(row.roleName ?? "") });

/**
 * 角色管理 (JeecgBoot's RoleUserList): the role list of the `role` resource with CRUD, import and export;
 * a row's 用户 opens that role's users beside the list, its 授权 the menu authorisation drawer.
 */
export default function RoleUserList(props: ViewProps) {
  const t = useText();
  const access = useAccess();
  const canGrant = access.can(GRANT_CODE);
  const [usersOf, setUsersOf] = useState<ChosenRole>();
  const [grantOf, setGrantOf] = useState<ChosenRole>();

  // Made once per page (the callbacks only set this page's state); the list keeps its own state.
  const RoleList = useMemo(
    () =>
      createListPage(role, {
        rowActions: (row) => [
          ...(access.can(codes.list)
            ? [{ key: "users", label: t("roles.users"), onSelect: () => setUsersOf(chosen(row)) }]
            : []),
          ...(canGrant
            ? [{ key: "grant", label: t("roles.authorize"), onSelect: () => setGrantOf(chosen(row)) }]
            : []),
        ],
      }),
    [access, canGrant, t],
  );

  return (
    <div className={clsx("grid grid-cols-1 gap-6", usersOf && "2xl:grid-cols-2")}>
      <RoleList {...props} />
      {usersOf && (
        <RoleUsersPanel
          key={usersOf.id}
          roleId={usersOf.id}
          roleName={usersOf.roleName}
          onClose={() => setUsersOf(undefined)}
        />
      )}
      {grantOf && (
        <RoleAuthDrawer
          roleId={grantOf.id}
          roleName={grantOf.roleName}
          onClose={() => setGrantOf(undefined)}
        />
      )}
    </div>
  );
}
