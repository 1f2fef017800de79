import { Button } from "@kanya/ui/button";
import { DropdownMenu } from "@kanya/ui/dropdown-menu";
import { ChevronDownIcon } from "@kanya/ui/icons";
import type { ReactNode } from "react";
import { useText } from "../locale";

export interface ListToolbarProps {
  /** Each button shows only when its handler is given (the page leaves out those the user may not use). */
  onAdd?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  onBatchDelete?: () => void;
  /** Page-specific buttons after the standard ones. */
  extra?: ReactNode;
}

/** The list toolbar of spec §6: 新增, 导入, 导出, 批量操作 ▾ 删除. */
export function ListToolbar({ onAdd, onImport, onExport, onBatchDelete, extra }: ListToolbarProps) {
  const t = useText();
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar">
      {onAdd && (
        <Button variant="primary" onClick={onAdd}>
          {t("list.add")}
        </Button>
      )}
      {onImport && <Button onClick={onImport}>{t("list.import")}</Button>}
      {onExport && <Button onClick={onExport}>{t("list.export")}</Button>}
      {extra}
      {onBatchDelete && (
        <DropdownMenu
          items={[{ key: "delete", label: t("list.delete"), danger: true, onSelect: onBatchDelete }]}
        >
          <Button>
            {t("list.batch")}
            <ChevronDownIcon aria-hidden="true" className="size-3" />
          </Button>
        </DropdownMenu>
      )}
    </div>
  );
}
