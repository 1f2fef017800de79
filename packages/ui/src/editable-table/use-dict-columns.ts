import { useEffect, useMemo, useState } from "react";
import type { DictOption, LoadDictItems } from "../dict-select/dict-types";
import { loadDictItemsOnce, mergeDictOptions } from "./dict-options";
import type { EditableColumn, EditableRow } from "./editable-types";

/**
 * The columns with their `dictCode` items merged into `options`, once `load` has them (each code once). A
 * select-search column is left alone: it searches its dictionary rather than listing it. A failed load keeps
 * the column's own options and is only logged (spec §8 "Dictionary lookup failure: console log only").
 */
export function useDictColumns<Row extends EditableRow>(
  columns: readonly EditableColumn<Row>[],
  load: LoadDictItems | undefined,
): readonly EditableColumn<Row>[] {
  const [items, setItems] = useState<ReadonlyMap<string, readonly DictOption[]>>(new Map());
  const codes = [
    ...new Set(
      columns.flatMap((column) =>
        column.dictCode && column.type !== "select-search" ? [column.dictCode] : [],
      ),
    ),
  ];
  const codesKey = codes.join("\u0000");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `codesKey` stands for `codes`, rebuilt each render.
  useEffect(() => {
    if (!load) return;
    let current = true;
    for (const code of codes) {
      loadDictItemsOnce(load, code).then(
        (found) => current && setItems((previous) => new Map(previous).set(code, found)),
        (error: unknown) => console.error(`dictionary ${code}:`, error),
      );
    }
    return () => {
      current = false;
    };
  }, [load, codesKey]);

  return useMemo(
    () =>
      columns.map((column) => {
        const found = column.dictCode ? items.get(column.dictCode) : undefined;
        return found && column.type !== "select-search"
          ? { ...column, options: mergeDictOptions(column.options, found) }
          : column;
      }),
    [columns, items],
  );
}
