import { pickerLoaders } from "@kanya/client";
import { resourceCodes } from "@kanya/core/resource";
import { role } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import type { DataRow, DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { UserPickerModal } from "@kanya/ui/picker";
import type { QueryFormField } from "@kanya/ui/query-form";
import { useCallback, useMemo, useState } from "react";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { UsersPanel } from "./users-panel";

const codes = resourceCodes(role);

export interface RoleUsersPanelProps {
  roleId: string;
  roleName: string;
  onClose: () => void;
}

/**
 * The users of one role (RoleUserList's right side): search by account, add existing users with the user
 * picker, remove one or the ticked ones (`userRoleList`, `addSysUserRole`, `deleteUserRole(Batch)`).
 * Adding and removing need the role's edit code.
 */
export function RoleUsersPanel({ roleId, roleName, onClose }: RoleUsersPanelProps) {
  const t = useText();
  const api = useApi();
  const loaders = useMemo(() => pickerLoaders(api), [api]);
  const canEdit = useAccess().can(codes.edit);
  const [picking, setPicking] = useState(false);
  const [added, setAdded] = useState(0);

  const queryFields = useMemo<QueryFormField[]>(
    () => [{ name: "username", label: t("roles.username"), filter: "like", trim: true }],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("roles.username"), dataIndex: "username", width: 140 },
      { title: t("roles.realname"), dataIndex: "realname", width: 140 },
      { title: t("roles.status"), dataIndex: "status", width: 90 },
    ],
    [t],
  );
  const load = useCallback(
    (query: Record<string, string | number>) => api.sys.membership.roleUsers(roleId, query),
    [api, roleId],
  );
  const add = async (users: DataRow[]) => {
    setPicking(false);
    if (users.length === 0) return;
    const ids = users.map((user) => String(user.id));
    const response = await api.sys.membership.addRoleUsers(roleId, ids);
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setAdded((n) => n + 1);
  };

  return (
    <>
      <UsersPanel
        label={t("roles.usersOf", { roleName })}
        tableLabel={t("roles.usersLabel")}
        queryFields={queryFields}
        columns={columns}
        load={load}
        reloadKey={added}
        headingExtra={
          <Button variant="link" onClick={onClose}>
            {t("list.close")}
          </Button>
        }
        {...(canEdit
          ? {
              toolbar: (
                <Button variant="primary" onClick={() => setPicking(true)}>
                  {t("roles.addUsers")}
                </Button>
              ),
              remove: (user: DataRow) => api.sys.membership.removeRoleUser(roleId, String(user.id)),
              removeMany: (ids: string[]) => api.sys.membership.removeRoleUsers(roleId, ids),
              confirmRemoveBody: (count: number) => t("roles.confirmRemoveBody", { count }),
            }
          : {})}
      />
      {picking && (
        <UserPickerModal
          open
          onOpenChange={setPicking}
          load={loaders.users.load}
          valueKey="id"
          onConfirm={(users) => void add(users)}
        />
      )}
    </>
  );
}
