import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useControllableState } from "../input-base/use-controllable-state";
import type { LoadPickerRows, PickerRow } from "./picker-types";

export interface UsePickerFieldOptions<Row extends PickerRow> {
  /** The chosen values joined by `separator` (JeecgBoot stores `username`s as `a,b,c`). */
  value?: string;
  defaultValue?: string;
  /** The new value and the rows behind it (so a form can also take their ids). */
  onChange?: (value: string, rows: Row[]) => void;
  /** Field of a row that is its value; default `id`. */
  valueKey?: string;
  /** Field of a row shown in the box; default `valueKey`. */
  labelKey?: string;
  /** Default `,` (spec §9). */
  separator?: string;
  /** The rows of values set from outside, so the box shows their texts, not their keys. */
  loadSelected?: LoadPickerRows<Row>;
}

/**
 * A picker field's state: the value (controlled or not), the texts shown for it (from the confirmed rows,
 * or loaded for a value set from outside) and the modal's visibility.
 */
export function usePickerField<Row extends PickerRow>({
  value: valueProp,
  defaultValue = "",
  onChange,
  valueKey = "id",
  labelKey = valueKey,
  separator = ",",
  loadSelected,
}: UsePickerFieldOptions<Row>) {
  const [value, setValue] = useControllableState(valueProp, defaultValue);
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<string, Row>>(new Map());
  const keys = useMemo(() => (value ? value.split(separator).filter(Boolean) : []), [value, separator]);

  // Each key is asked for once: a key the load function does not know stays shown as itself.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const unknown = keys.filter((key) => !known.has(key) && !asked.current.has(key));
    if (!loadSelected || unknown.length === 0) return;
    for (const key of unknown) asked.current.add(key);
    let current = true;
    loadSelected(unknown).then(
      (rows) => current && setKnown((previous) => remember(previous, rows, valueKey)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [keys, known, loadSelected, valueKey]);

  const text = keys.map((key) => String(known.get(key)?.[labelKey] ?? key)).join(separator);
  const confirm = useCallback(
    (rows: Row[]) => {
      setKnown((previous) => remember(previous, rows, valueKey));
      const next = rows.map((row) => String(row[valueKey] ?? "")).join(separator);
      setValue(next);
      onChange?.(next, rows);
    },
    [valueKey, separator, setValue, onChange],
  );
  const clear = useCallback(() => {
    setValue("");
    onChange?.("", []);
  }, [setValue, onChange]);
  return { keys, text, open, setOpen, confirm, clear };
}

function remember<Row extends PickerRow>(
  known: ReadonlyMap<string, Row>,
  rows: readonly Row[],
  valueKey: string,
) {
  const next = new Map(known);
  for (const row of rows) next.set(String(row[valueKey] ?? ""), row);
  return next;
}
