import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { LoadPickerRows, PickerMode, PickerRow } from "./picker-types";

export interface UsePickerSelectionOptions<Row extends PickerRow> {
  mode: PickerMode;
  /** Field that keys a row. */
  rowKey: string;
  /** The keys chosen before the picker opened (the field's value). */
  initialKeys: readonly string[];
  /** Their rows, so they show ticked with their texts even before their page is seen. */
  loadRows?: LoadPickerRows<Row>;
  /** True while the modal is open: each opening starts from `initialKeys` again. */
  open: boolean;
}

const keyOf = (row: PickerRow, rowKey: string) => String(row[rowKey] ?? "");

/**
 * The ticked rows of a picker, kept across pages and searches: keys in the order they were ticked and, for
 * each, the row last seen with it. Single mode replaces the selection; multi toggles (spec §9).
 * Opening again discards unconfirmed changes and loads the chosen keys' rows back.
 */
export function usePickerSelection<Row extends PickerRow>({
  mode,
  rowKey,
  initialKeys,
  loadRows,
  open,
}: UsePickerSelectionOptions<Row>) {
  const [keys, setKeys] = useState<string[]>([]);
  const [rowsByKey, setRowsByKey] = useState<ReadonlyMap<string, Row>>(new Map());
  const initial = useRef(initialKeys);
  initial.current = initialKeys;

  useEffect(() => {
    if (!open) return;
    const start = [...initial.current];
    setKeys(mode === "single" ? start.slice(0, 1) : start);
    if (!loadRows || start.length === 0) return;
    let current = true;
    loadRows(start).then(
      (rows) => {
        if (!current) return;
        setRowsByKey((previous) => {
          const next = new Map(previous);
          for (const row of rows) next.set(keyOf(row, rowKey), row);
          return next;
        });
      },
      // The keys stay chosen without texts; the table shows them once their page is seen.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, mode, loadRows, rowKey]);

  /** The table reported new keys, with the rows seen for them. */
  const change = useCallback(
    (nextKeys: string[], rows: Row[]) => {
      setKeys(mode === "single" ? nextKeys.slice(-1) : nextKeys);
      setRowsByKey((previous) => {
        const next = new Map(previous);
        for (const row of rows) next.set(keyOf(row, rowKey), row);
        return next;
      });
    },
    [mode, rowKey],
  );
  const remove = useCallback(
    (key: string) => setKeys((previous) => previous.filter((other) => other !== key)),
    [],
  );
  const clear = useCallback(() => setKeys([]), []);

  const selectedRows = useMemo(
    () => keys.map((key) => rowsByKey.get(key) ?? ({ [rowKey]: key } as Row)),
    [keys, rowsByKey, rowKey],
  );
  return { keys, selectedRows, change, remove, clear };
}
