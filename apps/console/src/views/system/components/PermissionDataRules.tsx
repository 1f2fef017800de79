import { resourceCodes } from "@kanya/core/resource";
import { permissionDataRule } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { QueryForm } from "@kanya/ui/query-form";
import { useCallback, useEffect, useMemo, useState } from "react";
import { queryFormFields, tableColumns } from "../../../list/resource-fields";
import { useDictLoaders } from "../../../list/use-dict-loaders";
import { useText } from "../../../locale";
import { useAccess, useApi, useDictItems } from "../../../providers";
import { PermissionRuleFormModal } from "./PermissionRuleFormModal";

const codes = resourceCodes(permissionDataRule);
const queryFields = queryFormFields(permissionDataRule);
const baseColumns = tableColumns(permissionDataRule);

type Dialog = { record?: DataRow } | undefined;

/**
 * The data rules of one menu (JeecgBoot's PermissionDataRuleList): search by name and value, add, edit and
 * delete, each gated by the rule codes. Used as the 菜单管理 drawer's content and as its own view.
 */
export function PermissionDataRules({ permissionId }: { permissionId: string }) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const { loadDictItems } = useDictLoaders();
  const conditions = useDictItems("rule_conditions");
  const statuses = useDictItems("valid_status");
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<DataRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<Dialog>();
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    void reloads;
    let live = true;
    setLoading(true);
    api.sys.permission
      .queryPermissionRule({ ...filter, permissionId })
      .then((response) => {
        if (!live) return;
        if (!response.success) return setFailed(response.message || t("dataRules.loadFailed"));
        setFailed(undefined);
        setRows(response.result as unknown as DataRow[]);
      })
      .catch(() => live && setFailed(t("dataRules.loadFailed")))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, permissionId, filter, reloads, t]);

  // The rules come without `_dictText`: the cached dictionaries name their condition and status.
  const columns = useMemo<DataTableColumn[]>(() => {
    const dictionaries: Record<string, { value: string; text: string }[]> = {
      ruleConditions: conditions,
      status: statuses,
    };
    return baseColumns.map((column) => {
      const items = column.key ? dictionaries[column.key] : undefined;
      if (!items || !column.key) return column;
      const key = column.key;
      return {
        ...column,
        render: (_: unknown, row: DataRow) =>
          items.find((item) => item.value === row[key])?.text ?? String(row[key] ?? ""),
      };
    });
  }, [conditions, statuses]);

  const remove = async (row: DataRow) => {
    const response = await api.sys.permission.deletePermissionRule(String(row.id));
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    reload();
  };

  return (
    <div className="flex flex-col gap-4">
      <QueryForm
        fields={queryFields}
        loadDictItems={loadDictItems}
        onSearch={setFilter}
        onReset={() => setFilter({})}
      />
      {access.can(codes.add) && (
        <div role="toolbar" className="flex gap-2">
          <Button variant="primary" onClick={() => setDialog({})}>
            {t("list.add")}
          </Button>
        </div>
      )}
      <DataTable
        label={t("dataRules.title")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={reload}
        pagination={false}
        actions={{
          ...(access.can(codes.edit) ? { onEdit: (row: DataRow) => setDialog({ record: row }) } : {}),
          ...(access.can(codes.delete) ? { onDelete: remove } : {}),
        }}
      />
      {dialog && (
        <PermissionRuleFormModal
          permissionId={permissionId}
          {...(dialog.record ? { record: dialog.record } : {})}
          onOpenChange={(open) => !open && setDialog(undefined)}
          onSaved={reload}
        />
      )}
    </div>
  );
}
