import { columnStatistic } from "@kanya/core/validate";
import { clsx } from "clsx";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react";
import { Button } from "../button/Button";
import { Checkbox } from "../checkbox/Checkbox";
import { type CellRect, cellRect, rangeRect } from "../grid-core/cell-range";
import { type CellRegistry, cellTypeOf, extendCellRegistry } from "../grid-core/cell-registry";
import { GridView, type GridViewHandle } from "../grid-core/GridView";
import type { GridColumn, GridFooterRow } from "../grid-core/grid-column";
import type { GridPosition } from "../grid-core/grid-navigation";
import { ChevronDownIcon, ChevronUpIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { editableTableZhCN } from "../locale/zh-CN/editableTable";
import { columnWidth, EDITABLE_MAX_HEIGHT, EDITABLE_OVERSCAN, EDITABLE_ROW_HEIGHT } from "./column-widths";
import { DragSortHandle } from "./drag-sort-handle";
import { editableCellTypes } from "./editable-cells";
import { type EditableDictionaries, EditableDictionariesContext } from "./editable-dictionaries";
import { parseTsv } from "./editable-rows";
import type { EditableColumn, EditableRow, EditorContext } from "./editable-types";
import { activateLiveCell } from "./live-cells";
import { fillDown, fillToRow, ROW_TYPES, writableKeys } from "./range-values";
import { ReloadEffect } from "./reload-effect";
import { type RowExpansion, rowExpandColumn, rowRadioColumn, useRowExpansion } from "./row-columns";
import { SelectAllCheckbox, SelectAllContext, selectAllState } from "./select-all";
import { useDictColumns } from "./use-dict-columns";
import {
  type EditableTableMethods,
  type EditableTableModel,
  type UseEditableTableOptions,
  useEditableTable,
} from "./use-editable-table";

export interface EditableTableProps<Row extends EditableRow>
  extends UseEditableTableOptions<Row>,
    EditableDictionaries {
  /** Accessible name; default 可编辑表格. */
  label?: string;
  /** Toolbar buttons: 新增, 删除 and 清空选择 (the last two only while rows are selected). */
  toolbar?: boolean;
  maxHeight?: number;
  rowHeight?: number;
  /** A row-expand column's content under an opened row (the rows then flow, unwindowed). */
  expandedRowRender?: (row: Row) => ReactNode;
  /** A shown cell whose value changes shows the old value over the new one for 1400 ms (spec §4). */
  reloadEffect?: boolean;
  /** More cell types, or replacements, by `column.type`. */
  cellTypes?: CellRegistry<EditableRow, EditableColumn, EditorContext>;
  className?: string;
  ref?: Ref<EditableTableMethods<Row>>;
}

/**
 * JeecgBoot's editable table (JVxeTable) on the grid core: the spec §3 column types with the ui
 * primitives as editors, row operations, validation shown on the cell, 合计 / 平均 footer rows, and the
 * spreadsheet keys (Enter or F2 edits, Escape leaves, arrows move, Shift+arrows draw a range, Ctrl+C /
 * Ctrl+V copy and paste tab-separated ranges with Excel, Ctrl+D and the fill handle fill down, Ctrl+Z /
 * Ctrl+Y undo and redo).
 */
export function EditableTable<Row extends EditableRow>({
  label,
  toolbar = true,
  maxHeight = EDITABLE_MAX_HEIGHT,
  rowHeight = EDITABLE_ROW_HEIGHT,
  cellTypes,
  expandedRowRender,
  reloadEffect = false,
  loadDictItems,
  searchDictItems,
  loadDictTexts,
  className,
  ref,
  ...options
}: EditableTableProps<Row>) {
  const { t } = useLocale(editableTableZhCN);
  const model = useEditableTable(options);
  useImperativeHandle(ref, () => model.methods, [model.methods]);
  const gridRef = useRef<GridViewHandle>(null);
  // Cells read the model through this ref, so the columns stay the same object across edits and only
  // the rows whose signature changed re-render.
  const live = useRef(model);
  live.current = model;

  const shownColumns = useMemo(
    () => options.columns.filter((column) => column.type !== "hidden"),
    [options.columns],
  );
  const columns = useDictColumns(shownColumns, loadDictItems);
  const dictionaries = useMemo(
    () => ({ loadDictItems, searchDictItems, loadDictTexts }),
    [loadDictItems, searchDictItems, loadDictTexts],
  );
  const expansion = useRowExpansion(expandedRowRender);
  const liveExpansion = useRef(expansion);
  liveExpansion.current = expansion;
  const registry = useMemo(
    () =>
      extendCellRegistry(
        editableCellTypes as CellRegistry<EditableRow, EditableColumn, EditorContext>,
        cellTypes,
      ),
    [cellTypes],
  );
  const footerRows = useFooterRows(columns as readonly EditableColumn[], model.rows, t);
  const gridColumns = useMemo(
    () =>
      buildColumns(columns, registry, live, gridRef, {
        hasFooter: footerRows.length > 0,
        t,
        expansion: liveExpansion,
        reloadEffect,
      }),
    [columns, registry, footerRows.length, t, reloadEffect],
  );

  // Clicking outside the edited cell ends editing; popups of its editor (portals) do not count.
  useEffect(() => {
    if (!model.editing) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (
        target?.closest(
          "[data-editing-cell], [data-radix-popper-content-wrapper], [role=dialog], [role=listbox]",
        )
      )
        return;
      live.current.stopEditing();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [model.editing]);

  // Stable, like every prop of the grid: a keystroke renders this table for its footer and its callers, and
  // the grid (memoised) is left alone while the edited row takes its new value through `rowUpdates`.
  const onCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, position: GridPosition) => {
      const model = live.current;
      const row = model.rows[position.row];
      const column = columns[position.column];
      if ((event.ctrlKey || event.metaKey) && (event.key === "z" || event.key === "y")) {
        event.preventDefault();
        if (event.key === "z" && !event.shiftKey) model.methods.undo();
        else model.methods.redo();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key === "d" && position.row >= 0) {
        event.preventDefault();
        // Written as paste is, so each value is validated as typing is.
        const fill = fillDown(
          model.rows,
          columns as readonly EditableColumn[],
          currentRect(gridRef.current, position),
        );
        if (fill) model.setBlock(fill.fromRow, fill.keys, fill.block);
        return;
      }
      if (!row || !column || !isEditable(column as EditableColumn, registry)) return;
      if (registry[column.type]?.live && (event.key === "Enter" || event.key === "F2" || event.key === " ")) {
        event.preventDefault();
        activateLiveCell(event.target as HTMLElement);
      } else if (event.key === "Enter" || event.key === "F2") {
        event.preventDefault();
        model.startEditing({ rowId: row.id, key: column.key });
      } else if (event.key === "Delete" || event.key === "Backspace") {
        event.preventDefault();
        model.setCellValue(row.id, column.key, "");
      }
    },
    [columns, registry],
  );

  // Stable, so the rows (memoised on their props) do not re-render for a new fill callback.
  const onFill = useCallback(
    (source: CellRect, toRow: number) => {
      const fill = fillToRow(live.current.rows, columns as readonly EditableColumn[], source, toRow);
      if (fill) live.current.setBlock(fill.fromRow, fill.keys, fill.block);
    },
    [columns],
  );

  const canFill = useCallback(
    (index: number) => writableKeys(columns as readonly EditableColumn[], index, index).length > 0,
    [columns],
  );

  /** A click anywhere in a value cell edits it (one cell at a time). */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Shift+click draws a range; a click on a handle ends a drag: neither edits.
    if (event.shiftKey || target.closest("[data-slot=grid-fill-handle], [data-slot=drag-sort-handle]"))
      return;
    const cell = target.closest<HTMLElement>("[data-grid-row]");
    if (!cell || cell.querySelector("[data-editing-cell]")) return;
    const row = model.rows[Number(cell.getAttribute("data-grid-row"))];
    const column = columns[Number(cell.getAttribute("data-grid-column"))];
    if (!row || !column || registry[column.type]?.live || !isEditable(column as EditableColumn, registry))
      return;
    model.startEditing({ rowId: row.id, key: column.key });
  };

  /** The focused cell's position, when the clipboard event comes from a body cell (not an editor). */
  const cellPosition = (event: ClipboardEvent<HTMLDivElement>): GridPosition | undefined => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute("data-grid-row")) return undefined;
    const row = Number(target.getAttribute("data-grid-row"));
    return row < 0 ? undefined : { row, column: Number(target.getAttribute("data-grid-column")) };
  };

  /** Ctrl+V: Excel's tab-separated block lands from the range's top-left cell down and right. */
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const position = cellPosition(event);
    if (!position) return;
    event.preventDefault();
    const { top, left } = currentRect(gridRef.current, position);
    const block = parseTsv(event.clipboardData.getData("text/plain"));
    model.setBlock(top, writableKeys(columns as readonly EditableColumn[], left, columns.length - 1), block);
  };

  /** Ctrl+C copies the range (or the focused cell) as Excel reads it: the value columns' values. */
  const copyValue = useCallback(
    (id: string) => {
      const column = columns.find((candidate) => candidate.key === id);
      return column && !ROW_TYPES.has(column.type) ? (row: Row) => row[column.key] : undefined;
    },
    [columns],
  );

  const { editing, errors, selectedIds } = model;
  const rowStateOf = useCallback(
    (row: Row) => rowState({ editing, errors, selectedIds }, row, expansion),
    [editing, errors, selectedIds, expansion],
  );
  // Rows under an opened row's content are drawn from the grid's rows, so those get every value change.
  const sendValuesPast = expansion.renderDetail === undefined;

  // Without `isRowDisabled`, values cannot change who is selectable: the grid's rows (structural) suffice.
  const selectAllRows = options.isRowDisabled ? model.rows : model.gridRows;
  const selectAll = useMemo(
    () => selectAllState(selectAllRows, selectedIds, model.canSelect),
    [selectAllRows, selectedIds, model.canSelect],
  );

  const selectedCount = model.selectedIds.size;
  const anyDisabled = options.isRowDisabled ? model.rows.some((row) => options.isRowDisabled?.(row)) : false;

  return (
    <div className={clsx("flex flex-col gap-2", className)} data-slot="editable-table">
      {toolbar && (
        <div className="flex items-center gap-2" data-slot="editable-table-toolbar">
          <Button variant="primary" onClick={() => model.methods.addRows()}>
            {t("editableTable.add")}
          </Button>
          {selectedCount > 0 && (
            <>
              <Button danger onClick={() => model.methods.removeRows([...model.selectedIds])}>
                {t("editableTable.remove")}
              </Button>
              {anyDisabled && (
                <Button onClick={model.methods.clearSelection}>{t("editableTable.clearSelection")}</Button>
              )}
              <span className="text-fg-secondary">
                {t("editableTable.selected", { count: selectedCount })}
              </span>
            </>
          )}
        </div>
      )}
      {/* Clicks and paste events bubble here from the grid's cells (keys and copy are the grid's). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter / F2 on a cell start editing (onCellKeyDown) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a delegate for the cells, which are the focusable elements */}
      <div onClick={onClick} onPaste={onPaste}>
        <EditableDictionariesContext value={dictionaries}>
          <SelectAllContext value={selectAll}>
            <GridView
              ref={gridRef}
              rows={sendValuesPast ? model.gridRows : model.rows}
              rowUpdates={sendValuesPast ? model.rowUpdates : undefined}
              columns={gridColumns}
              getRowId={getId}
              rowState={rowStateOf}
              renderDetail={expansion.renderDetail}
              virtual={expansion.renderDetail ? false : "auto"}
              footerRows={footerRows}
              label={label ?? t("editableTable.label")}
              rowHeight={rowHeight}
              headerHeight={rowHeight - 16}
              maxHeight={maxHeight}
              overscan={EDITABLE_OVERSCAN}
              onCellKeyDown={onCellKeyDown}
              onFill={onFill}
              canFill={canFill}
              copyValue={copyValue}
            />
          </SelectAllContext>
        </EditableDictionariesContext>
      </div>
    </div>
  );
}

const getId = (row: EditableRow) => row.id;

/** The selected range, or the focused cell when none is drawn. */
function currentRect(grid: GridViewHandle | null, position: GridPosition): CellRect {
  const range = grid?.getRange();
  return range ? rangeRect(range) : cellRect(position);
}

function rowState<Row extends EditableRow>(
  model: Pick<EditableTableModel<Row>, "editing" | "errors" | "selectedIds">,
  row: Row,
  expansion: RowExpansion,
) {
  const editingKey = model.editing?.rowId === row.id ? model.editing.key : "";
  const errors = model.errors.get(row.id);
  const open = expansion.isOpen(row.id) ? "open" : "";
  return {
    selected: model.selectedIds.has(row.id),
    signature: `${editingKey}|${open}|${errors ? Object.entries(errors).flat().join("\u0001") : ""}`,
  };
}

function isEditable(
  column: EditableColumn,
  registry: CellRegistry<EditableRow, EditableColumn, EditorContext>,
): boolean {
  if (column.disabled || ROW_TYPES.has(column.type)) return false;
  return column.renderEditor !== undefined || registry[column.type]?.editor !== undefined;
}

type Translate = ReturnType<typeof useLocale>["t"];

const NO_FOOTER: GridFooterRow[] = [];
const NO_ROWS: EditableRow[] = [];

function useFooterRows(columns: readonly EditableColumn[], rows: readonly EditableRow[], t: Translate) {
  // A table without statistics keeps the same empty footer across edits: its grid renders for no value.
  const counted = columns.some((column) => [column.statistics ?? []].flat().length > 0);
  const countedRows = counted ? rows : NO_ROWS;
  return useMemo(() => {
    if (countedRows === NO_ROWS) return NO_FOOTER;
    const wanted = (kind: "sum" | "average") =>
      columns.filter((column) => [column.statistics ?? []].flat().includes(kind));
    const footer: GridFooterRow[] = [];
    for (const kind of ["sum", "average"] as const) {
      const statColumns = wanted(kind);
      if (statColumns.length === 0) continue;
      const cells: Record<string, ReactNode> = {};
      const first = columns[0];
      if (first) cells[first.key] = t(kind === "sum" ? "editableTable.sum" : "editableTable.average");
      for (const column of statColumns)
        cells[column.key] = footerValue(
          columnStatistic(countedRows, column.key, kind, { integerValues: column.exactStatistics !== true }),
        );
      footer.push({ id: kind, cells });
    }
    return footer;
  }, [columns, countedRows, t]);
}

/** A footer figure as people read it: an average of 10, 20 and 20 shows 16.67, not 16.666666666666668. */
export function footerValue(value: number): number {
  return Number(value.toFixed(2));
}

interface ColumnOptions {
  hasFooter: boolean;
  t: Translate;
  expansion: { current: RowExpansion };
  reloadEffect: boolean;
}

/** Grid columns for the table's columns; stable across edits (cells read the model through `live`). */
function buildColumns<Row extends EditableRow>(
  columns: readonly EditableColumn<Row>[],
  registry: CellRegistry<EditableRow, EditableColumn, EditorContext>,
  live: { current: EditableTableModel<Row> },
  gridRef: { current: GridViewHandle | null },
  { hasFooter, t, expansion, reloadEffect }: ColumnOptions,
): GridColumn<Row>[] {
  const gridElement = {
    get current() {
      return gridRef.current?.element ?? null;
    },
  };
  return columns.map((column, columnIndex): GridColumn<Row> => {
    const id = column.key;
    const width = columnWidth(column.type, column.width, hasFooter);
    const base = { id, width, header: column.title as ReactNode, align: "start" as const };
    switch (column.type) {
      case "row-number":
        return { ...base, align: "center", cell: (_row, rowIndex) => rowIndex + 1 };
      case "row-radio":
        return rowRadioColumn(base, live, t);
      case "row-expand":
        return rowExpandColumn(base, expansion, t);
      case "row-checkbox":
        return {
          ...base,
          align: "center",
          header: () => (
            <SelectAllCheckbox
              label={t("editableTable.selectAll")}
              onChange={(checked) => live.current.toggleAll(checked)}
            />
          ),
          cell: (row, rowIndex) => (
            <Checkbox
              tabIndex={-1}
              aria-label={t("editableTable.selectRow", { row: rowIndex + 1 })}
              checked={live.current.selectedIds.has(row.id)}
              disabled={!live.current.canSelect(row)}
              onChange={(checked) => live.current.toggleSelected(row.id, checked)}
            />
          ),
        };
      case "row-drag-sort":
        return {
          ...base,
          // The grip, 上移, 下移 and 在下方插入 side by side, none clipped.
          width: Math.max(width, 200),
          header: column.title || t("editableTable.rowActions"),
          cell: (row, rowIndex) => {
            const model = live.current;
            const last = rowIndex === model.rows.length - 1;
            return (
              <span className="inline-flex items-center gap-1">
                <DragSortHandle
                  gridRef={gridElement}
                  rowIndex={rowIndex}
                  onMove={(by) => live.current.move(row.id, by)}
                />
                <Button
                  size="small"
                  tabIndex={-1}
                  aria-label={t("editableTable.moveUp")}
                  disabled={rowIndex === 0}
                  onClick={() => model.move(row.id, -1)}
                  icon={<ChevronUpIcon className="size-3" />}
                />
                <Button
                  size="small"
                  tabIndex={-1}
                  aria-label={t("editableTable.moveDown")}
                  disabled={last}
                  onClick={() => model.move(row.id, 1)}
                  icon={<ChevronDownIcon className="size-3" />}
                />
                <Button size="small" tabIndex={-1} onClick={() => model.insertBelow(row.id)}>
                  {t("editableTable.insertBelow")}
                </Button>
              </span>
            );
          },
        };
      default: {
        const type = cellTypeOf(registry, column.type, "normal");
        const editor = column.renderEditor ?? type.editor;
        // A closed editor of an always-edit table is drawn as its stand-in in windowed rows (see CellType.standIn).
        const standIn = column.renderEditor === undefined ? type.standIn : undefined;
        const shown = (value: unknown, row: Row, rowIndex: number) =>
          column.render
            ? column.render(value, row)
            : type.display({ value, row, rowIndex, column: column as EditableColumn });
        return {
          ...base,
          textCells: true,
          cell: (row, rowIndex, place) => {
            const model = live.current;
            const value = row[column.key];
            const error = model.errors.get(row.id)?.[column.key];
            const active = model.editing?.rowId === row.id && model.editing.key === column.key;
            const editing =
              !column.disabled && editor !== undefined && (model.alwaysEdit || type.live === true || active);
            if (!editing) {
              const text = reloadEffect ? (
                <ReloadEffect value={value}>{shown(value, row, rowIndex)}</ReloadEffect>
              ) : (
                shown(value, row, rowIndex)
              );
              // A shown text without an error is the grid cell's own text (textCells): no box to build.
              if (!error && (typeof text === "string" || typeof text === "number")) return text;
              return (
                <EditableCell editing={false} error={error}>
                  {text}
                </EditableCell>
              );
            }
            const drawStandIn =
              model.alwaysEdit &&
              !active &&
              standIn !== undefined &&
              (place.windowed || type.standInUnwindowed === true);
            const onDone = () => {
              live.current.stopEditing();
              gridRef.current?.focusCell({ row: rowIndex, column: columnIndex });
            };
            const context: EditorContext<Row> = {
              value,
              row,
              column,
              label: column.title,
              error,
              autoFocus: !model.alwaysEdit || active,
              onChange: (next) => live.current.setCellValue(row.id, column.key, next, rowIndex),
              onDone,
            };
            const content = drawStandIn
              ? standIn(context as EditorContext)
              : (editor as (context: EditorContext<Row>) => ReactNode)(context);
            const boxed = type.live !== true && !drawStandIn;
            return (
              <EditableCell editing={boxed} error={error} onDone={onDone}>
                {content}
              </EditableCell>
            );
          },
        };
      }
    }
  });
}

/** A value cell's box: Enter / Escape inside the editor leave it; the error shows under. */
function EditableCell({
  editing,
  error,
  onDone,
  children,
}: {
  editing: boolean;
  error: string | undefined;
  /** Ends editing (Escape, or Enter in an input); only an editing cell has it. */
  onDone?: () => void;
  children: ReactNode;
}) {
  // A shown value without an error is one box: fewer elements to lay out in every drawn row.
  if (!editing && !error) return <div className="w-full min-w-0 truncate">{children}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid cell around it is the focusable element; keys reach it through the grid
    <div
      className="flex w-full min-w-0 flex-col justify-center"
      data-editing-cell={editing || undefined}
      data-invalid={error ? true : undefined}
      onKeyDown={
        editing
          ? (event) => {
              const tag = (event.target as HTMLElement).tagName;
              if (event.key === "Escape" || (event.key === "Enter" && tag === "INPUT")) {
                event.preventDefault();
                event.stopPropagation();
                onDone?.();
              }
            }
          : undefined
      }
    >
      <div className="min-w-0 truncate">{children}</div>
      {error && (
        <span className="truncate text-xs text-danger-text" data-slot="cell-error">
          {error}
        </span>
      )}
    </div>
  );
}
