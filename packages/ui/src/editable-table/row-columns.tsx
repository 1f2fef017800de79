import { type ReactNode, useCallback, useMemo, useState } from "react";
import type { GridColumn } from "../grid-core/grid-column";
import { ExpandToggle, RowRadio } from "../grid-core/RowControls";
import type { useLocale } from "../locale/use-locale";
import type { EditableRow } from "./editable-types";
import type { EditableTableModel } from "./use-editable-table";

type Translate = ReturnType<typeof useLocale>["t"];

/** row-radio: one row selected at a time (choosing a row replaces the selection); disabled rows cannot be. */
export function rowRadioColumn<Row extends EditableRow>(
  base: Omit<GridColumn<Row>, "cell">,
  live: { current: EditableTableModel<Row> },
  t: Translate,
): GridColumn<Row> {
  return {
    ...base,
    align: "center",
    header: <span className="sr-only">{t("editableTable.selectColumn")}</span>,
    cell: (row, rowIndex) => (
      <RowRadio
        label={t("editableTable.selectRow", { row: rowIndex + 1 })}
        checked={live.current.selectedIds.has(row.id)}
        disabled={!live.current.canSelect(row)}
        onChange={() => {
          live.current.methods.clearSelection();
          live.current.toggleSelected(row.id, true);
        }}
      />
    ),
  };
}

/** row-expand: the ▸ button that opens the row's `expandedRowRender` content under it. */
export function rowExpandColumn<Row extends EditableRow>(
  base: Omit<GridColumn<Row>, "cell">,
  expansion: { current: RowExpansion },
  t: Translate,
): GridColumn<Row> {
  return {
    ...base,
    align: "center",
    header: <span className="sr-only">{t("editableTable.expandRow")}</span>,
    cell: (row) => {
      const open = expansion.current.isOpen(row.id);
      return (
        <ExpandToggle
          expanded={open}
          label={t(open ? "editableTable.collapseRow" : "editableTable.expandRow")}
          onToggle={() => expansion.current.toggle(row.id)}
        />
      );
    },
  };
}

export interface RowExpansion {
  isOpen: (rowId: string) => boolean;
  toggle: (rowId: string) => void;
  /** For the grid: the content under each open row, or undefined without `expandedRowRender`. */
  renderDetail: ((row: EditableRow) => ReactNode) | undefined;
  /** Changes when a row opens or closes, for the row's re-render signature. */
  openIds: ReadonlySet<string>;
}

/** Which rows of a table show their expanded content. */
export function useRowExpansion<Row extends EditableRow>(
  expandedRowRender: ((row: Row) => ReactNode) | undefined,
): RowExpansion {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((rowId: string) => {
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      openIds,
      isOpen: (rowId: string) => openIds.has(rowId),
      toggle,
      renderDetail: expandedRowRender
        ? (row: EditableRow) => (openIds.has(row.id) ? expandedRowRender(row as Row) : undefined)
        : undefined,
    }),
    [openIds, toggle, expandedRowRender],
  );
}
