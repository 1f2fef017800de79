import type { PickerRow } from "./picker-types";

/** Why a popup cannot open (spec §5): a missing part, or source and target lists of different lengths. */
export type PopupConfigProblem = "badConfig" | "countMismatch";

export interface PopupConfig {
  /** The online report's code. */
  code?: string;
  /** The report's columns to copy, comma-separated. */
  orgFields?: string;
  /** The form fields they go to, in the same order. */
  destFields?: string;
}

const list = (fields: string | undefined) =>
  (fields ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);

/** 'popup参数未正确配置!' without code, orgFields or destFields; '…数量不一致!' when their counts differ. */
export function popupConfigProblem({
  code,
  orgFields,
  destFields,
}: PopupConfig): PopupConfigProblem | undefined {
  const from = list(orgFields);
  const to = list(destFields);
  if (!code?.trim() || from.length === 0 || to.length === 0) return "badConfig";
  if (from.length !== to.length) return "countMismatch";
  return undefined;
}

/**
 * The form values the chosen rows fill: each destination field gets its source column, the rows' values
 * joined by `separator` when several rows were chosen (multi mode).
 */
export function popupValues(
  rows: readonly PickerRow[],
  { orgFields, destFields }: Required<Pick<PopupConfig, "orgFields" | "destFields">>,
  separator = ",",
): Record<string, string> {
  const from = list(orgFields);
  const to = list(destFields);
  return Object.fromEntries(
    to.map((dest, index) => [
      dest,
      rows.map((row) => String(row[from[index] as string] ?? "")).join(separator),
    ]),
  );
}

/** Longest row key of a report popup (spec §9): JeecgBoot cuts the joined values at 50 characters. */
export const POPUP_ROW_KEY_LENGTH = 50;

/** A report row's key: its `id`, or its values joined, cut at 50 characters. */
export function popupRowKey(row: PickerRow, columns: readonly string[]): string {
  const whole =
    row.id !== undefined && row.id !== null
      ? String(row.id)
      : columns.map((name) => String(row[name] ?? "")).join("");
  return whole.slice(0, POPUP_ROW_KEY_LENGTH);
}

/** Report parameters travel as `self_<name>` (spec §7). */
export function selfParams(
  params: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
  );
  return Object.fromEntries(entries.map(([name, value]) => [`self_${name}`, value]));
}
