import { CELL_BLUR_VALIDATION_DELAY_MS, type CellColumn, cellValidator } from "@kanya/core/validate";
import { useCallback, useMemo, useRef, useState } from "react";
import { createRowUpdates } from "../grid-core/row-updates";
import {
  createRow,
  INSERT_THROTTLE_MS,
  moveRow,
  randomCaseId,
  renumber,
  rowAtHint,
  rowsWithIds,
} from "./editable-rows";
import type { EditableColumn, EditableRow } from "./editable-types";

/** The cell being edited. */
export interface CellAddress {
  rowId: string;
  key: string;
}

/** Failing cells: row id → column key → message. */
export type CellErrors = ReadonlyMap<string, Readonly<Record<string, string>>>;

export interface UseEditableTableOptions<Row extends EditableRow> {
  columns: readonly EditableColumn<Row>[];
  /** The saved rows shown first. */
  dataSource?: readonly Row[];
  /** Every value cell is an editor at all times (no click to edit). */
  alwaysEdit?: boolean;
  /** A row that cannot be selected (check-all skips it). */
  isRowDisabled?: (row: Row) => boolean;
  /**
   * Async removal (spec §4): asked before saved (not new) rows are deleted; resolve false to keep them.
   * New rows are deleted without asking.
   */
  confirmRemove?: (rows: Row[]) => boolean | Promise<boolean>;
  /** Every value change, after validation was scheduled. */
  onValuesChange?: (rows: Row[]) => void;
  /** Injectable clock and randomness, for the insert throttle and case ids. */
  now?: () => number;
  random?: () => number;
}

const HISTORY_LIMIT = 100;

/**
 * The EditableTable's model (spec §3–§5): rows with new / deleted / selected tracking, one cell edited at
 * a time, row operations, cell validation with @kanya/core rules (on change, and on leaving a cell after
 * 100 ms), undo / redo, and the JeecgBoot methods (`getValues`, `setValues`, `getNewData`,
 * `getDeleteData`, `validateTable`, `fullValidateTable`).
 */
export function useEditableTable<Row extends EditableRow>({
  columns,
  dataSource = [],
  alwaysEdit = false,
  isRowDisabled,
  confirmRemove,
  onValuesChange,
  now = Date.now,
  random = Math.random,
}: UseEditableTableOptions<Row>) {
  const caseId = useMemo(() => randomCaseId(random), [random]);
  const [rows, setRowsState] = useState<readonly Row[]>(() => renumberIfOrdered(dataSource, columns));
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [deleted, setDeleted] = useState<readonly Row[]>([]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<CellAddress | null>(null);
  const [errors, setErrors] = useState<CellErrors>(new Map());
  const history = useRef<{ past: (readonly Row[])[]; future: (readonly Row[])[] }>({ past: [], future: [] });
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // The grid's rows, replaced only when rows come, go or move: a value change reaches the drawn row through
  // `rowUpdates`, so typing does not render the grid (see grid-core/row-updates.ts).
  const [gridRows, setGridRows] = useState(rows);
  // A drawn row asks by its place in the grid's rows, which value changes do not move; a row that moved
  // since is found again once the grid draws the new rows.
  const [rowUpdates] = useState(() =>
    createRowUpdates(
      (rowId: string, index: number) => rowsRef.current[rowAtHint(rowsRef.current, rowId, index)],
    ),
  );
  const lastInsert = useRef(Number.NEGATIVE_INFINITY);

  const valueColumns = useMemo(() => columns.filter((column) => column.validateRules?.length), [columns]);

  /**
   * Replaces the rows. `changed` says only these rows' values changed (same rows, same order): the grid
   * keeps its rows and those rows re-render alone; otherwise the grid gets the new rows.
   */
  const commitRows = useCallback(
    (
      next: readonly Row[],
      { record = true, changed }: { record?: boolean; changed?: readonly string[] } = {},
    ) => {
      if (record) {
        history.current.past = [...history.current.past, rowsRef.current].slice(-HISTORY_LIMIT);
        history.current.future = [];
      }
      rowsRef.current = next;
      setRowsState(next);
      if (changed) rowUpdates.changed(changed);
      else {
        setGridRows(next);
        // The drawn rows read their values anew: an undo can return the very rows the grid was given, while
        // the drawn rows show values sent past it since.
        rowUpdates.changed();
      }
      onValuesChange?.([...next]);
    },
    [onValuesChange, rowUpdates],
  );

  /** Validates cells of `rowIds` (all columns with rules, or only `keys`) against the current rows. */
  const validateCells = useCallback(
    async (rowIds: readonly string[] | undefined, keys?: readonly string[]) => {
      const all = rowsRef.current;
      const targets = rowIds ? rowsWithIds(all, rowIds) : all;
      const checked = valueColumns.filter((column) => !keys || keys.includes(column.key));
      // Each column's rules are prepared once for the pass, not once per cell.
      const validators = checked.map((column) => cellValidator(column as CellColumn, all));
      const answers: (string | undefined | Promise<string | undefined>)[] = new Array(
        targets.length * validators.length,
      );
      let pending = false;
      let at = 0;
      for (const row of targets)
        for (const validate of validators) {
          const answer = validate(row);
          if (answer instanceof Promise) pending = true;
          answers[at++] = answer;
        }
      // Rules without handlers answer at once: no promise per cell (40,000 for 10,000 rows of four rules).
      const messages = pending ? await Promise.all(answers) : (answers as (string | undefined)[]);
      // One state update for the whole pass: an update per cell queues 40,000 of them for 10,000 rows
      // of four rules, which is enough to run the page out of memory.
      setErrors((previous) => withCellErrors(previous, targets, checked, messages));
      return messages.filter((message) => message !== undefined).length;
    },
    [valueColumns],
  );

  /** Sets one cell; `rowIndex`, where the caller saw the row, spares a search of the rows when still right. */
  const setCellValue = useCallback(
    (rowId: string, key: string, value: unknown, rowIndex = -1) => {
      const hinted = rowAtHint(rowsRef.current, rowId, rowIndex);
      const index = hinted >= 0 ? hinted : rowsRef.current.findIndex((row) => row.id === rowId);
      const row = rowsRef.current[index];
      if (!row || Object.is(row[key], value)) return;
      const next = [...rowsRef.current];
      next[index] = { ...row, [key]: value };
      commitRows(next, { changed: [rowId] });
      void validateCells([rowId], [key]);
    },
    [commitRows, validateCells],
  );

  /** Writes a block of values from (rowIndex, column) on, as paste and fill do; each is validated. */
  const setBlock = useCallback(
    (rowIndex: number, keys: readonly string[], block: readonly (readonly unknown[])[]) => {
      const next = [...rowsRef.current];
      const touched: string[] = [];
      block.forEach((values, offset) => {
        const row = next[rowIndex + offset];
        if (!row) return;
        const patch: Record<string, unknown> = {};
        values.forEach((value, column) => {
          const key = keys[column];
          if (key !== undefined) patch[key] = value;
        });
        next[rowIndex + offset] = { ...row, ...patch };
        touched.push(row.id);
      });
      commitRows(next, { changed: touched });
      void validateCells(touched, keys);
    },
    [commitRows, validateCells],
  );

  const addRows = useCallback(
    (values: Partial<Row>[] = [{}], at?: number) => {
      const created = values.map((value) => createRow(columns, caseId, value));
      const position = at ?? rowsRef.current.length;
      const next = [...rowsRef.current];
      next.splice(position, 0, ...created);
      commitRows(renumberIfOrdered(next, columns));
      setNewIds((previous) => new Set([...previous, ...created.map((row) => row.id)]));
      return created;
    },
    [columns, caseId, commitRows],
  );

  /** Inserts a new row below `rowId`; a second click within 1500 ms is ignored (spec §4). */
  const insertBelow = useCallback(
    (rowId: string) => {
      const time = now();
      if (time - lastInsert.current < INSERT_THROTTLE_MS) return undefined;
      lastInsert.current = time;
      const index = rowsRef.current.findIndex((row) => row.id === rowId);
      return addRows([{}], index + 1)[0];
    },
    [addRows, now],
  );

  const removeRows = useCallback(
    async (ids: readonly string[]) => {
      const removing = rowsRef.current.filter((row) => ids.includes(row.id));
      const saved = removing.filter((row) => !newIds.has(row.id));
      if (saved.length > 0 && confirmRemove && !(await confirmRemove(saved))) return false;
      commitRows(
        renumberIfOrdered(
          rowsRef.current.filter((row) => !ids.includes(row.id)),
          columns,
        ),
      );
      setDeleted((previous) => [...previous, ...saved]);
      setSelectedIds((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
      setErrors((previous) => new Map([...previous].filter(([id]) => !ids.includes(id))));
      return true;
    },
    [newIds, confirmRemove, commitRows, columns],
  );

  const move = useCallback(
    (rowId: string, by: number) => {
      const index = rowsRef.current.findIndex((row) => row.id === rowId);
      if (index < 0) return;
      commitRows(moveRow(rowsRef.current, index, index + by));
    },
    [commitRows],
  );

  const canSelect = useCallback((row: Row) => !isRowDisabled?.(row), [isRowDisabled]);
  const toggleSelected = useCallback((rowId: string, selected: boolean) => {
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (selected) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  }, []);
  /** Check-all skips disabled rows (spec §4). */
  const toggleAll = useCallback(
    (selected: boolean) => {
      const selectable = rowsRef.current.filter(canSelect).map((row) => row.id);
      setSelectedIds(selected ? new Set(selectable) : new Set());
    },
    [canSelect],
  );

  const stopEditing = useCallback(() => {
    setEditing((current) => {
      if (current) {
        const { rowId, key } = current;
        setTimeout(() => void validateCells([rowId], [key]), CELL_BLUR_VALIDATION_DELAY_MS);
      }
      return null;
    });
  }, [validateCells]);

  const undo = useCallback(() => {
    const previous = history.current.past.at(-1);
    if (!previous) return;
    history.current.past = history.current.past.slice(0, -1);
    history.current.future = [rowsRef.current, ...history.current.future];
    commitRows(previous, { record: false });
    void validateCells(undefined);
  }, [commitRows, validateCells]);

  const redo = useCallback(() => {
    const [next, ...rest] = history.current.future;
    if (!next) return;
    history.current.future = rest;
    history.current.past = [...history.current.past, rowsRef.current];
    commitRows(next, { record: false });
    void validateCells(undefined);
  }, [commitRows, validateCells]);

  const methods = useMemo(
    () => ({
      getValues: () => rowsRef.current.map((row) => ({ ...row })),
      /** Sets cell values by row id; a key that is no column only warns (JeecgBoot's behaviour). */
      setValues: (updates: readonly { rowKey: string; values: Record<string, unknown> }[]) => {
        const keys = new Set(columns.map((column) => column.key));
        const changed: string[] = [];
        const next = rowsRef.current.map((row) => {
          const update = updates.find((entry) => entry.rowKey === row.id);
          if (!update) return row;
          changed.push(row.id);
          const patch: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(update.values)) {
            if (keys.has(key)) patch[key] = value;
            else console.warn(`setValues: "${key}" is not a column of this table`);
          }
          return { ...row, ...patch };
        });
        commitRows(next, { changed });
      },
      getNewData: () => rowsRef.current.filter((row) => newIds.has(row.id)).map((row) => ({ ...row })),
      getDeleteData: () => deleted.map((row) => ({ ...row })),
      getSelectedData: () => rowsRef.current.filter((row) => selectedIds.has(row.id)),
      /** Validates the given rows (default all) and shows the failures; resolves the error count. */
      validateTable: (rowIds?: readonly string[]) => validateCells(rowIds),
      /** Validates every row and every rule; resolves the error count. */
      fullValidateTable: () => validateCells(undefined),
      addRows,
      removeRows,
      clearSelection: () => setSelectedIds(new Set()),
      undo,
      redo,
    }),
    [columns, commitRows, newIds, deleted, selectedIds, validateCells, addRows, removeRows, undo, redo],
  );

  return {
    rows,
    /** The grid's rows and the way their value changes reach it (see `commitRows`). */
    gridRows,
    rowUpdates,
    newIds,
    selectedIds,
    // In always-edit mode, the cell whose full editor the user opened (its light stand-in replaced).
    editing,
    alwaysEdit,
    errors,
    canSelect,
    startEditing: setEditing,
    stopEditing,
    setCellValue,
    setBlock,
    insertBelow,
    move,
    toggleSelected,
    toggleAll,
    methods,
  };
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** `previous` with the messages of `rows` × `columns` (row-major; undefined clears a cell's error). */
function withCellErrors(
  previous: CellErrors,
  rows: readonly EditableRow[],
  columns: readonly { key: string }[],
  messages: readonly (string | undefined)[],
): CellErrors {
  let next: Map<string, Readonly<Record<string, string>>> | undefined;
  rows.forEach((row, rowIndex) => {
    const current = (next ?? previous).get(row.id) ?? NO_ERRORS;
    let updated: Record<string, string> | undefined;
    columns.forEach(({ key }, columnIndex) => {
      const message = messages[rowIndex * columns.length + columnIndex];
      if (current[key] === message) return;
      updated ??= { ...current };
      if (message === undefined) delete updated[key];
      else updated[key] = message;
    });
    if (!updated) return;
    next ??= new Map(previous);
    if (Object.keys(updated).length === 0) next.delete(row.id);
    else next.set(row.id, updated);
  });
  return next ?? previous;
}

function renumberIfOrdered<Row extends EditableRow>(
  rows: readonly Row[],
  columns: readonly EditableColumn<Row>[],
): Row[] {
  return columns.some((column) => column.type === "row-drag-sort") ? renumber(rows) : [...rows];
}

export type EditableTableModel<Row extends EditableRow> = ReturnType<typeof useEditableTable<Row>>;
export type EditableTableMethods<Row extends EditableRow> = EditableTableModel<Row>["methods"];
