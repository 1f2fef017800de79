import type { Result } from "@kanya/client";
import { requiredText } from "@kanya/core/validate";
import { Button } from "@kanya/ui/button";
import type { DataRow, DataTableColumn } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import type { QueryFormField } from "@kanya/ui/query-form";
import { Textarea } from "@kanya/ui/textarea";
import { useCallback, useId, useMemo, useState } from "react";
import * as v from "valibot";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { type GrantChange, GrantTree, grantResult, useGrantTree } from "./grant-tree";
import { UsersPanel } from "./users-panel";

const CODES = {
  add: "system:departRole:add",
  edit: "system:departRole:edit",
  delete: "system:departRole:delete",
  grant: "system:departRole:savePermission",
};

const schema = v.object({
  roleName: requiredText({ max: 200 }).schema(),
  roleCode: requiredText({ max: 100 }).schema(),
  description: v.optional(v.string()),
});

interface Chosen {
  id: string;
  roleName: string;
}

/**
 * 部门角色 of 我的部门 (JeecgBoot's DeptRoleInfo): the department's roles, searched by name; 新建, 编辑, 删除
 * and 授权 (the department's own menus are the most a role of it can be given).
 */
export function DepartRolesPanel({ departId, departName }: { departId: string; departName: string }) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const [editing, setEditing] = useState<DataRow | "new">();
  const [granting, setGranting] = useState<Chosen>();
  const [changed, setChanged] = useState(0);

  const queryFields = useMemo<QueryFormField[]>(
    () => [{ name: "roleName", label: t("departs.roleName"), filter: "like", trim: true }],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("departs.roleName"), dataIndex: "roleName", width: 160 },
      { title: t("departs.roleCode"), dataIndex: "roleCode", width: 160 },
      { title: t("departs.description"), dataIndex: "description", width: 200, ellipsis: true },
    ],
    [t],
  );
  const load = useCallback(
    (query: Record<string, string | number>) => api.sys.depart.roleList({ ...query, deptId: departId }),
    [api, departId],
  );

  return (
    <>
      <UsersPanel
        label={t("departs.rolesOf", { name: departName })}
        queryFields={queryFields}
        columns={columns}
        load={load}
        reloadKey={changed}
        {...(access.can(CODES.delete)
          ? { remove: (row: DataRow) => api.sys.depart.roleDelete(String(row.id)) }
          : {})}
        {...(access.can(CODES.edit) ? { onEdit: (row: DataRow) => setEditing(row) } : {})}
        {...(access.can(CODES.grant)
          ? {
              more: (row: DataRow) => [
                {
                  key: "grant",
                  label: t("departs.authorize"),
                  onSelect: () => setGranting({ id: String(row.id), roleName: String(row.roleName ?? "") }),
                },
              ],
            }
          : {})}
        toolbar={
          access.can(CODES.add) ? (
            <Button variant="primary" onClick={() => setEditing("new")}>
              {t("departs.addRole")}
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <DepartRoleModal
          departId={departId}
          {...(editing === "new" ? {} : { record: editing })}
          onClose={() => setEditing(undefined)}
          onSaved={() => setChanged((n) => n + 1)}
        />
      )}
      {granting && (
        <DepartRoleGrantDrawer departId={departId} role={granting} onClose={() => setGranting(undefined)} />
      )}
    </>
  );
}

function DepartRoleModal({
  departId,
  record,
  onClose,
  onSaved,
}: {
  departId: string;
  record?: DataRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText();
  const api = useApi();
  const formId = useId();
  const form = useForm({
    schema,
    values: {
      roleName: String(record?.roleName ?? ""),
      roleCode: String(record?.roleCode ?? ""),
      description: String(record?.description ?? ""),
    },
  });
  const save = async (body: v.InferOutput<typeof schema>) => {
    const description = body.description?.trim() || null;
    const response: Result<unknown> = record
      ? await api.sys.depart.roleEdit({ id: String(record.id), ...body, description })
      : await api.sys.depart.roleAdd({ departId, ...body, description });
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onClose();
    onSaved();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={record ? t("departs.editRoleTitle") : t("departs.addRoleTitle")}
      width={600}
      destroyOnClose
      footer={
        <>
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
            {t("list.ok")}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save} className="flex flex-col gap-2">
        <FormField name="roleName" label={t("departs.roleName")} required>
          <Input />
        </FormField>
        <FormField name="roleCode" label={t("departs.roleCode")} required>
          <Input />
        </FormField>
        <FormField name="description" label={t("departs.description")}>
          <Textarea rows={3} />
        </FormField>
      </Form>
    </Modal>
  );
}

function DepartRoleGrantDrawer({
  departId,
  role,
  onClose,
}: {
  departId: string;
  role: Chosen;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const load = useCallback(async () => {
    const failed = t("grants.loadFailed");
    const [tree, grants] = await Promise.all([
      api.sys.depart.queryTreeListForDeptRole(departId),
      api.sys.depart.queryDeptRolePermission(role.id),
    ]);
    return { ...grantResult(tree, failed), granted: grantResult(grants, failed) };
  }, [api, departId, role.id, t]);
  const save = useCallback(
    (change: GrantChange) => api.sys.depart.saveDeptRolePermission(role.id, change),
    [api, role.id],
  );
  const grants = useGrantTree({ load, save });
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("departs.authorizeTitle", { name: role.roleName })}
      width={600}
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button
            variant="primary"
            disabled={!grants.loaded}
            loading={grants.saving}
            onClick={() => void grants.save()}
          >
            {t("grants.save")}
          </Button>
        </div>
      }
    >
      <GrantTree grants={grants} label={t("departs.roleTree")} />
    </Drawer>
  );
}
