import { resourceCodes } from "@kanya/core/resource";
import { dictItem } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { message } from "@kanya/ui/message";
import { QueryForm } from "@kanya/ui/query-form";
import { useMemo, useState } from "react";
import { createFormModal, useResourceList } from "../../../list";
import { queryFormFields } from "../../../list/resource-fields";
import { useDictLoaders } from "../../../list/use-dict-loaders";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";

const ItemFormModal = createFormModal(dictItem, { width: 640 });
const codes = resourceCodes(dictItem);
const queryFields = queryFormFields(dictItem);
/** A dictionary's items show in their sort order. */
const BY_SORT_ORDER = { column: "sortOrder", order: "asc" } as const;

/** 字典配置: the drawer with one dictionary's items (名称, 数据值, 描述, 排序值, 是否启用), their query and CRUD. */
export function DictItemsDrawer({ dict, onClose }: { dict: DataRow; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const { loadDictItems } = useDictLoaders();
  const dictId = String(dict.id);
  const source = useMemo(() => ({ params: { dictId }, sorter: BY_SORT_ORDER }), [dictId]);
  const list = useResourceList(dictItem, source);
  const [editing, setEditing] = useState<{ record?: DataRow }>();

  const remove = async (row: DataRow) => {
    const response = await api.delete(`${dictItem.api}/delete`, { id: String(row.id) });
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    list.reload();
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("dicts.itemsTitle", { name: String(dict.dictName ?? "") })}
      width={720}
    >
      <div className="flex flex-col gap-4">
        <QueryForm
          fields={queryFields}
          loadDictItems={loadDictItems}
          onSearch={list.search}
          onReset={() => list.search({})}
        />
        {access.can(codes.add) && (
          <div role="toolbar" aria-label={t("dicts.itemsToolbar")} className="flex gap-2">
            <Button variant="primary" onClick={() => setEditing({})}>
              {t("list.add")}
            </Button>
          </div>
        )}
        <DataTable
          label={t("dicts.itemsTable")}
          columns={list.columns}
          dataSource={list.rows}
          loading={list.loading}
          error={list.failed}
          onRetry={list.reload}
          sorter={list.sorter}
          onSortChange={list.changeSort}
          actions={{
            ...(access.can(codes.edit) ? { onEdit: (row: DataRow) => setEditing({ record: row }) } : {}),
            ...(access.can(codes.delete) ? { onDelete: remove } : {}),
          }}
          pagination={{
            total: list.total,
            current: list.paging.current,
            pageSize: list.paging.pageSize,
            onChange: list.changePage,
          }}
        />
      </div>
      {editing && (
        <ItemFormModal
          open
          mode={editing.record ? "edit" : "add"}
          {...(editing.record ? { record: editing.record } : {})}
          bound={{ dictId }}
          onOpenChange={(open) => !open && setEditing(undefined)}
          onSaved={list.reload}
        />
      )}
    </Drawer>
  );
}
