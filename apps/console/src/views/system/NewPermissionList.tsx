import type { SysPermissionTree } from "@kanya/client";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm, type QueryFormField } from "@kanya/ui/query-form";
import type { SelectOption } from "@kanya/ui/select";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ListToolbar } from "../../list/ListToolbar";
import { useText } from "../../locale";
import { useAccess, useApi, useDictItems } from "../../providers";
import { MenuIcon } from "../../shell/menu-icons";
import { MenuFormModal } from "./components/MenuFormModal";
import { type MenuFormValues, menuValuesOf, newMenuValues } from "./components/menu-form";
import { PermissionDataRules } from "./components/PermissionDataRules";

const CODES = {
  add: "system:permission:add",
  edit: "system:permission:edit",
  delete: "system:permission:delete",
  deleteBatch: "system:permission:deleteBatch",
  rules: "system:permission:list",
} as const;
const BUTTON = 2;

/** The menus a row may sit under: every menu (not button), indented by depth, in tree order. */
function parentOptions(nodes: readonly SysPermissionTree[], depth = 0): SelectOption[] {
  return nodes.flatMap((node) =>
    node.menuType === BUTTON
      ? []
      : [
          { value: node.id, label: `${"　".repeat(depth)}${node.name ?? node.id}` },
          ...parentOptions(node.children ?? [], depth + 1),
        ],
  );
}

/**
 * 菜单管理 (JeecgBoot's NewPermissionList): the whole menu tree as a tree table; 新增 a top-level menu, a
 * row's 添加下级 a sub-menu or button, 编辑, 删除 (with everything under it) and batch delete; 数据规则
 * opens the menu's data rules in a drawer. A changed menu reaches a user's side menu at their next sign-in.
 */
export default function NewPermissionList() {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const menuTypes = useDictItems("menu_type");
  const [name, setName] = useState<string>();
  const [rows, setRows] = useState<SysPermissionTree[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<MenuFormValues>();
  const [rulesOf, setRulesOf] = useState<{ id: string; name: string }>();
  const [parents, setParents] = useState<SelectOption[]>([]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    void reloads;
    let live = true;
    setLoading(true);
    api.sys.permission
      .list(name)
      .then((response) => {
        if (!live) return;
        if (!response.success) return setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        setRows(response.result);
        if (!name) setParents(parentOptions(response.result));
      })
      .catch(() => live && setFailed(t("list.loadFailed")))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, name, reloads, t]);

  // The parents come from the whole tree, also while a search shows only matches.
  useEffect(() => {
    if (!name || parents.length > 0) return;
    let live = true;
    api.sys.permission.list().then((response) => {
      if (live && response.success) setParents(parentOptions(response.result));
    });
    return () => {
      live = false;
    };
  }, [api, name, parents.length]);

  const queryFields = useMemo<QueryFormField[]>(
    () => [{ name: "name", label: t("menus.name"), trim: true }],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("menus.name"), dataIndex: "name", width: 240 },
      {
        title: t("menus.type"),
        dataIndex: "menuType",
        width: 100,
        render: (value) =>
          menuTypes.find((item) => item.value === String(value))?.text ?? String(value ?? ""),
      },
      {
        title: t("menus.icon"),
        dataIndex: "icon",
        // 菜单图标 on one line (at 70 px its header wrapped).
        width: 90,
        align: "center",
        render: (value) => (value ? <MenuIcon name={String(value)} /> : null),
      },
      { title: t("menus.component"), dataIndex: "component", width: 220, ellipsis: true },
      { title: t("menus.url"), dataIndex: "url", width: 220, ellipsis: true },
      { title: t("menus.sortNo"), dataIndex: "sortNo", width: 70, align: "right" },
    ],
    [t, menuTypes],
  );

  const answered = (response: { success: boolean; message: string }) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setSelected([]);
    setParents([]);
    reload();
  };
  const remove = async (row: DataRow) => answered(await api.sys.permission.delete(String(row.id)));
  const removeSelected = () => {
    if (selected.length === 0) return void message.warning(t("list.selectOne"));
    Modal.confirm({
      title: t("list.confirmBatchDelete"),
      content: t("menus.confirmDeleteBody"),
      onOk: async () => answered(await api.sys.permission.deleteBatch(selected)),
    });
  };
  const saved = () => {
    setParents([]);
    reload();
  };

  return (
    <div className="flex flex-col gap-4">
      <QueryForm
        fields={queryFields}
        onSearch={(next) => setName(next.name || undefined)}
        onReset={() => setName(undefined)}
      />
      <ListToolbar
        {...(access.can(CODES.add) ? { onAdd: () => setEditing(newMenuValues()) } : {})}
        {...(access.can(CODES.deleteBatch) ? { onBatchDelete: removeSelected } : {})}
      />
      <DataTable
        label={t("menus.title")}
        columns={columns}
        dataSource={rows as unknown as DataRow[]}
        tree
        loading={loading}
        error={failed}
        onRetry={reload}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
        actions={{
          ...(access.can(CODES.edit) ? { onEdit: (row: DataRow) => setEditing(menuValuesOf(row)) } : {}),
          more: (row) => {
            const type = Number(row.menuType);
            return [
              ...(type !== BUTTON && access.can(CODES.add)
                ? [
                    {
                      key: "addChild",
                      label: t("menus.addChild"),
                      onSelect: () => setEditing(newMenuValues({ id: String(row.id), menuType: type })),
                    },
                  ]
                : []),
              ...(type !== BUTTON && access.can(CODES.rules)
                ? [
                    {
                      key: "rules",
                      label: t("menus.dataRules"),
                      onSelect: () => setRulesOf({ id: String(row.id), name: String(row.name ?? "") }),
                    },
                  ]
                : []),
            ];
          },
          ...(access.can(CODES.delete) ? { onDelete: remove } : {}),
        }}
      />
      {editing && (
        <MenuFormModal
          values={editing}
          parents={parents}
          onOpenChange={(open) => !open && setEditing(undefined)}
          onSaved={saved}
        />
      )}
      {rulesOf && (
        <Drawer
          open
          onOpenChange={(open) => !open && setRulesOf(undefined)}
          title={t("menus.rulesTitle", { name: rulesOf.name })}
          width={800}
        >
          <PermissionDataRules permissionId={rulesOf.id} />
        </Drawer>
      )}
    </div>
  );
}
