import { pickerLoaders } from "@kanya/client";
import { resourceCodes } from "@kanya/core/resource";
import { depart } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import type { DataRow, DataTableColumn } from "@kanya/ui/data-table";
import { Empty } from "@kanya/ui/empty";
import { message } from "@kanya/ui/message";
import { TreePane, UserPickerModal, usePickerTree } from "@kanya/ui/picker";
import type { QueryFormField } from "@kanya/ui/query-form";
import { Tabs } from "@kanya/ui/tabs";
import { useCallback, useMemo, useState } from "react";
import { useText } from "../../locale";
import { useAccess, useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { DepartRolesPanel } from "./components/DepartRolesPanel";
import { DepartUserCreateModal } from "./components/DepartUserCreateModal";
import { departNodesOf } from "./components/depart-tree";
import { UsersPanel } from "./components/users-panel";

const codes = resourceCodes(depart);
/** Creating a user is the user list's add code (`/sys/user/add`). */
const USER_ADD = "system:user:add";

/**
 * 我的部门 (JeecgBoot's DepartUserList): the departments the signed-in user is responsible for
 * (`queryMyDeptTreeList`), and the chosen one's users (with those of its sub-departments): search by account
 * and name, 添加已有用户 with the user picker, 新建用户 straight into the department, 移除 from it; and its
 * 部门角色 (add, edit, delete, 授权).
 */
export default function DepartUserList(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const loaders = useMemo(() => pickerLoaders(api), [api]);
  const [responsible, setResponsible] = useState(true);
  const load = useCallback(async () => {
    const response = await api.sys.depart.queryMyDeptTreeList();
    // JeecgBoot answers "1" in `message` (result null) to a user responsible for no department.
    setResponsible(!(response.success && response.message === "1"));
    return departNodesOf(response, t("departs.treeLoadFailed"));
  }, [api, t]);
  const tree = usePickerTree(load, true);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [dialog, setDialog] = useState<"pick" | "create">();
  const selected = selectedKey ? tree.index.get(selectedKey)?.node.data : undefined;
  const canEdit = access.can(codes.edit);

  const queryFields = useMemo<QueryFormField[]>(
    () => [
      { name: "username", label: t("departs.username"), filter: "like", trim: true },
      { name: "realname", label: t("departs.realname"), filter: "like", trim: true },
    ],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("departs.username"), dataIndex: "username", width: 140 },
      { title: t("departs.realname"), dataIndex: "realname", width: 120 },
      { title: t("departs.phone"), dataIndex: "phone", width: 130 },
      { title: t("departs.departNames"), dataIndex: "orgCode", width: 200, ellipsis: true },
    ],
    [t],
  );
  const departId = selected?.id;
  const loadUsers = useCallback(
    (query: Record<string, string | number>) => api.sys.membership.departUsers(departId ?? "", query),
    [api, departId],
  );
  const [usersChanged, setUsersChanged] = useState(0);
  const reloadUsers = () => setUsersChanged((n) => n + 1);

  const addPicked = async (users: DataRow[]) => {
    setDialog(undefined);
    if (!departId || users.length === 0) return;
    const response = await api.sys.membership.addDepartUsers(
      departId,
      users.map((user) => String(user.id)),
    );
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    reloadUsers();
  };

  if (!responsible) return <Empty description={t("departs.notResponsible")} />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(16rem,1fr)_3fr]">
      <section aria-label={t("departs.myTree")} className="flex min-w-0 flex-col gap-4">
        <TreePane tree={tree} selectedKey={selectedKey} onSelect={setSelectedKey} height={560} />
      </section>
      {selected && departId ? (
        <Tabs
          key={departId}
          aria-label={selected.departName}
          items={[
            {
              key: "users",
              label: t("departs.userInfo"),
              children: (
                <UsersPanel
                  key={departId}
                  label={t("departs.usersOf", { name: selected.departName })}
                  queryFields={queryFields}
                  columns={columns}
                  load={loadUsers}
                  {...(canEdit
                    ? {
                        remove: (row: DataRow) =>
                          api.sys.membership.removeDepartUser(departId, String(row.id)),
                        removeMany: (ids: string[]) => api.sys.membership.removeDepartUsers(departId, ids),
                      }
                    : {})}
                  reloadKey={usersChanged}
                  toolbar={
                    canEdit || access.can(USER_ADD) ? (
                      <>
                        {canEdit && (
                          <Button variant="primary" onClick={() => setDialog("pick")}>
                            {t("departs.addExisting")}
                          </Button>
                        )}
                        {access.can(USER_ADD) && (
                          <Button onClick={() => setDialog("create")}>{t("departs.createUser")}</Button>
                        )}
                      </>
                    ) : undefined
                  }
                />
              ),
            },
            {
              key: "roles",
              label: t("departs.roles"),
              children: <DepartRolesPanel departId={departId} departName={selected.departName} />,
            },
          ]}
        />
      ) : (
        <Empty description={t("departs.chooseOne")} />
      )}
      {dialog === "pick" && (
        <UserPickerModal
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
          load={loaders.users.load}
          valueKey="id"
          onConfirm={(users) => void addPicked(users)}
        />
      )}
      {dialog === "create" && selected && (
        <DepartUserCreateModal
          departId={selected.id}
          departName={selected.departName}
          onClose={() => setDialog(undefined)}
          onSaved={reloadUsers}
        />
      )}
    </div>
  );
}
