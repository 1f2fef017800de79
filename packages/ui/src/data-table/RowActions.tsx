import { useRef, useState } from "react";
import { Button } from "../button/Button";
import { DropdownMenu } from "../dropdown-menu/DropdownMenu";
import type { DropdownMenuEntry } from "../dropdown-menu/menu-entries";
import { ChevronDownIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { dataTableZhCN } from "../locale/zh-CN/dataTable";
import { PopoverAnchor, PopoverContent, PopoverRoot } from "../popover/Popover";
import type { DataRow, DataTableRowActions } from "./data-table-types";

const DELETE_KEY = "__delete";

/**
 * The list page's actions cell: 编辑 | 更多 ▾, where 更多 holds the page's entries and 删除, which asks
 * 确定删除吗? in a popover on the same spot before calling `onDelete`.
 */
export function RowActions<Row extends DataRow>({
  row,
  actions,
}: {
  row: Row;
  actions: DataTableRowActions<Row>;
}) {
  const { t } = useLocale(dataTableZhCN);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const onEdit = actions.onEdit && (actions.editable?.(row) ?? true) ? actions.onEdit : undefined;
  const entries: DropdownMenuEntry[] = [
    ...(actions.more?.(row) ?? []),
    ...(actions.onDelete ? [{ key: DELETE_KEY, label: t("dataTable.delete"), danger: true }] : []),
  ];
  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await actions.onDelete?.(row);
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      {onEdit && (
        <Button variant="link" size="small" tabIndex={-1} className="px-0" onClick={() => onEdit(row)}>
          {t("dataTable.edit")}
        </Button>
      )}
      {onEdit && entries.length > 0 && <span aria-hidden="true" className="h-3.5 border-s border-border" />}
      {entries.length > 0 && (
        <PopoverRoot open={confirming} onOpenChange={setConfirming}>
          <DropdownMenu items={entries} onSelect={(key) => key === DELETE_KEY && setConfirming(true)}>
            <PopoverAnchor asChild>
              <Button ref={moreRef} variant="link" size="small" tabIndex={-1} className="px-0">
                {t("dataTable.more")}
                <ChevronDownIcon aria-hidden="true" className="size-3" />
              </Button>
            </PopoverAnchor>
          </DropdownMenu>
          <PopoverContent
            role="alertdialog"
            aria-label={t("dataTable.deleteConfirm")}
            onCloseAutoFocus={() => moreRef.current?.focus()}
          >
            <p className="m-0 mb-3">{t("dataTable.deleteConfirm")}</p>
            <span className="flex justify-end gap-2">
              <Button size="small" onClick={() => setConfirming(false)}>
                {t("dataTable.cancel")}
              </Button>
              <Button size="small" variant="primary" danger loading={deleting} onClick={confirmDelete}>
                {t("dataTable.ok")}
              </Button>
            </span>
          </PopoverContent>
        </PopoverRoot>
      )}
    </span>
  );
}
