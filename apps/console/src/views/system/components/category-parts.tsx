import { category } from "@kanya/resources";
import type { DataRow, TreeOptions } from "@kanya/ui/data-table";
import { useMemo, useState } from "react";
import { createFormModal, type ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";

const ChildFormModal = createFormModal(category, { width: 640 });
const ADD_CODE = "system:category:add";

/** 分类字典's own parts: the lazy tree (`childList` on expand) and 添加下级 on each row. */
export function useCategoryParts(reload: () => void): ListPageParts {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const [parent, setParent] = useState<DataRow>();

  const tree = useMemo<TreeOptions<DataRow>>(
    () => ({
      hasChildren: (row) => row.hasChild === "1",
      loadChildren: async (row) => {
        const response = await api.sys.category.childList(String(row.id));
        if (!response.success) throw new Error(response.message);
        return response.result;
      },
    }),
    [api],
  );

  return {
    tree,
    rowActions: (row) =>
      access.can(ADD_CODE)
        ? [{ key: "addChild", label: t("categories.addChild"), onSelect: () => setParent(row) }]
        : [],
    dialogs: parent && (
      <ChildFormModal
        open
        mode="add"
        bound={{ pid: String(parent.id) }}
        title={t("categories.addChildTitle", { name: String(parent.name ?? "") })}
        onOpenChange={(open) => !open && setParent(undefined)}
        onSaved={reload}
      />
    ),
  };
}
