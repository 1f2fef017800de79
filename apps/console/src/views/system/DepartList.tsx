import { resourceCodes } from "@kanya/core/resource";
import { depart } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { Empty } from "@kanya/ui/empty";
import { ImportDialog } from "@kanya/ui/excel";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { TreePane, toggleChecked, usePickerTree } from "@kanya/ui/picker";
import { useCallback, useState } from "react";
import { ListToolbar } from "../../list/ListToolbar";
import { useExportImport } from "../../list/use-export-import";
import { useText } from "../../locale";
import { useAccess, useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { DepartAddModal } from "./components/DepartAddModal";
import { DepartDetail } from "./components/DepartDetail";
import { departNodesOf } from "./components/depart-tree";

const codes = resourceCodes(depart);

type Dialog = { kind: "add"; child: boolean } | { kind: "import" };

/**
 * 部门管理 (JeecgBoot's DepartList): the department tree on the left — search, 新增 (a top-level one),
 * 添加下级, 导入, 导出, ticks for 批量删除 — and the chosen department on the right: 基本信息 with 保存 and 删除
 * (its sub-departments go with it) and 部门权限. Buttons follow the user's codes; the server checks them too.
 */
export default function DepartList(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const files = useExportImport(depart);
  const load = useCallback(
    async () => departNodesOf(await api.sys.depart.queryTreeList(), t("departs.treeLoadFailed")),
    [api, t],
  );
  const tree = usePickerTree(load, true);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [checked, setChecked] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const selected = selectedKey ? tree.index.get(selectedKey)?.node.data : undefined;

  const afterDelete = (response: { success: boolean; message: string }, removed: readonly string[]) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setChecked((now) => now.filter((key) => !removed.includes(key)));
    if (selectedKey && removed.includes(selectedKey)) setSelectedKey(undefined);
    tree.retry();
  };
  const removeSelected = () => {
    if (!selected) return;
    Modal.confirm({
      title: t("departs.confirmDelete"),
      content: t("departs.confirmDeleteBody", { name: selected.departName }),
      onOk: async () => afterDelete(await api.sys.depart.delete(selected.id), [selected.id]),
    });
  };
  const removeChecked = () => {
    if (checked.length === 0) return void message.warning(t("list.selectOne"));
    const ids = [...checked];
    Modal.confirm({
      title: t("departs.confirmDelete"),
      content: t("departs.confirmBatchDeleteBody", { count: ids.length }),
      onOk: async () => afterDelete(await api.sys.depart.deleteBatch(ids), ids),
    });
  };
  const addChild = () => {
    if (!selected) return void message.warning(t("departs.chooseParent"));
    setDialog({ kind: "add", child: true });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(18rem,2fr)_3fr]">
      <section aria-label={t("departs.tree")} className="flex min-w-0 flex-col gap-4">
        <ListToolbar
          {...(access.can(codes.add) ? { onAdd: () => setDialog({ kind: "add", child: false }) } : {})}
          {...(access.can(codes.import) ? { onImport: () => setDialog({ kind: "import" }) } : {})}
          {...(access.can(codes.export) ? { onExport: () => void files.exportRows({}, checked) } : {})}
          {...(access.can(codes.deleteBatch) ? { onBatchDelete: removeChecked } : {})}
          extra={
            access.can(codes.add) ? <Button onClick={addChild}>{t("departs.addChild")}</Button> : undefined
          }
        />
        {checked.length > 0 && (
          <p className="text-fg-secondary">{t("list.selected", { count: checked.length })}</p>
        )}
        <TreePane
          tree={tree}
          checkable
          checkStrictly
          checkedKeys={checked}
          onCheck={(key) =>
            setChecked((now) => toggleChecked(tree.index, now, key, { strict: true, single: false }))
          }
          selectedKey={selectedKey}
          onSelect={setSelectedKey}
          height={560}
        />
      </section>
      <section aria-label={t("departs.detail")} className="min-w-0">
        {selected ? (
          <DepartDetail
            record={selected}
            onSaved={tree.retry}
            {...(access.can(codes.delete) ? { onDelete: removeSelected } : {})}
          />
        ) : (
          <Empty description={t("departs.chooseOne")} />
        )}
      </section>
      {dialog?.kind === "add" && (
        <DepartAddModal
          {...(dialog.child && selected ? { parent: selected } : {})}
          onClose={() => setDialog(undefined)}
          onSaved={tree.retry}
        />
      )}
      <ImportDialog
        open={dialog?.kind === "import"}
        onOpenChange={(open) => !open && setDialog(undefined)}
        importExcel={files.importExcel}
        onOk={tree.retry}
      />
    </div>
  );
}
