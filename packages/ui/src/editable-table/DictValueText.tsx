import { useEffect, useState } from "react";
import { optionLabel } from "./cell-values";
import { loadDictTextOnce } from "./dict-options";
import { useEditableDictionaries } from "./editable-dictionaries";
import type { EditableColumn } from "./editable-types";

/**
 * A searched dictionary value's text: from the column's options when one has it, else asked of the table's
 * `loadDictTexts` once per code and value; the value itself until then (or without a loader).
 */
export function DictValueText({ column, value }: { column: EditableColumn; value: unknown }) {
  const { loadDictTexts } = useEditableDictionaries();
  const key = value === undefined || value === null ? "" : String(value);
  const option = column.options?.find((candidate) => candidate.value === key);
  const [loaded, setLoaded] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (option || key === "" || !loadDictTexts || !column.dictCode) return;
    let current = true;
    loadDictTextOnce(loadDictTexts, column.dictCode, key).then(
      (text) => current && setLoaded({ key, text }),
      (error: unknown) => console.error(`dictionary ${column.dictCode}:`, error),
    );
    return () => {
      current = false;
    };
  }, [option, key, loadDictTexts, column.dictCode]);

  if (option) return optionLabel(option);
  return loaded?.key === key ? loaded.text : key;
}
