import { useCallback } from "react";
import type { Sorter } from "../data-table/data-table-types";
import type { LoadPickerPage, LoadPickerRows, PickerMode, PickerRow } from "./picker-types";
import { usePickerList } from "./use-picker-list";
import { usePickerSelection } from "./use-picker-selection";

export interface UsePickerOptions<Row extends PickerRow> {
  open: boolean;
  mode?: PickerMode;
  rowKey?: string;
  load: LoadPickerPage<Row>;
  /** The keys chosen before opening (the field's value). */
  selectedKeys?: readonly string[];
  loadSelected?: LoadPickerRows<Row>;
  pageSize?: number;
  defaultSorter?: Sorter;
  baseQuery?: Readonly<Record<string, string | undefined>>;
  /** Confirming needs exactly one row in single mode, at least one in multi (the report popup). */
  requireSelection?: boolean;
}

const NONE: readonly string[] = [];

/**
 * The picker engine's behaviour: the list (search, pages, sort, load state) and the selection kept across
 * them, plus the confirm rule. Every picker face (users, roles, positions, biz, report popup) is this hook
 * with its own columns and load function; `<PickerModal>` is the default view.
 */
export function usePicker<Row extends PickerRow>({
  open,
  mode = "multi",
  rowKey = "id",
  load,
  selectedKeys = NONE,
  loadSelected,
  pageSize = 10,
  defaultSorter,
  baseQuery,
  requireSelection = false,
}: UsePickerOptions<Row>) {
  const list = usePickerList({ load, enabled: open, pageSize, defaultSorter, baseQuery });
  const selection = usePickerSelection({
    mode,
    rowKey,
    initialKeys: selectedKeys,
    loadRows: loadSelected,
    open,
  });
  /** The rows to hand back, or undefined when the confirm rule says 请选择一条记录. */
  const confirmable = useCallback((): Row[] | undefined => {
    const count = selection.keys.length;
    if (requireSelection && (count === 0 || (mode === "single" && count > 1))) return undefined;
    return selection.selectedRows;
  }, [selection.keys, selection.selectedRows, requireSelection, mode]);
  return { list, selection, confirmable, mode, rowKey };
}
