import { clsx } from "clsx";
import { Button } from "../button/Button";
import { DataTable } from "../data-table/DataTable";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { Tag } from "../tag/Tag";
import type { PickerColumn, PickerRow } from "./picker-types";

export interface SelectedItemsProps<Row extends PickerRow> {
  rows: readonly Row[];
  rowKey: string;
  /** The text a chosen row shows (realname for users, roleName for roles…). */
  labelOf: (row: Row) => string;
  onRemove: (key: string) => void;
  onClear?: () => void;
  /** `table`: the biz picker's selected-items table with these columns; default removable tags. */
  view?: "tags" | "table";
  columns?: readonly PickerColumn<Row>[];
  scrollY?: number;
  className?: string;
}

/** The rows ticked so far, each removable (spec §3): as tags, or as the biz picker's table. */
export function SelectedItems<Row extends PickerRow>({
  rows,
  rowKey,
  labelOf,
  onRemove,
  onClear,
  view = "tags",
  columns = [],
  scrollY,
  className,
}: SelectedItemsProps<Row>) {
  const { t } = useLocale(pickerZhCN);
  const keyOf = (row: Row) => String(row[rowKey] ?? "");
  const heading = (
    <div className="flex items-center justify-between text-fg-secondary">
      <span aria-live="polite">{t("picker.selected", { count: rows.length })}</span>
      {onClear && rows.length > 0 && (
        <button type="button" className="text-primary-text hover:underline" onClick={onClear}>
          {t("picker.clearSelected")}
        </button>
      )}
    </div>
  );
  if (view === "table") {
    return (
      <section aria-label={t("picker.selectedList")} className={clsx("flex flex-col gap-2", className)}>
        {heading}
        <DataTable<Row>
          label={t("picker.selectedList")}
          rowKey={rowKey}
          columns={[
            ...columns,
            {
              key: "__remove",
              title: t("picker.action"),
              width: 80,
              render: (_value, row) => (
                <Button
                  variant="link"
                  size="small"
                  className="px-0"
                  aria-label={t("picker.remove", { label: labelOf(row) })}
                  onClick={() => onRemove(keyOf(row))}
                >
                  {t("picker.removeRow")}
                </Button>
              ),
            },
          ]}
          dataSource={rows}
          pagination={false}
          scroll={scrollY ? { y: scrollY } : undefined}
        />
      </section>
    );
  }
  return (
    <section aria-label={t("picker.selectedList")} className={clsx("flex flex-col gap-2", className)}>
      {heading}
      {rows.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {rows.map((row) => (
            <li key={keyOf(row)}>
              <Tag
                closable
                closeLabel={t("picker.remove", { label: labelOf(row) })}
                onClose={() => onRemove(keyOf(row))}
              >
                {labelOf(row)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
