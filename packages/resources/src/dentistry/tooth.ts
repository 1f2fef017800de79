/*
 * FDI (ISO 3950) tooth numbers of the permanent teeth: quadrant 1–4 (upper right, upper left, lower left,
 * lower right), then the tooth 1–8 from the midline — 11 … 18, 21 … 28, 31 … 38, 41 … 48.
 */

/** Whether `value` is a permanent tooth's FDI number. */
export function isFdiTooth(value: string): boolean {
  return /^[1-4][1-8]$/.test(value.trim());
}

export const TOOTH_MESSAGE = "牙位须为FDI牙位号（11–18、21–28、31–38、41–48）";

/** Every permanent tooth in the order a chart reads them. */
export const FDI_TEETH: readonly string[] = [1, 2, 3, 4].flatMap((q) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((t) => `${q}${t}`),
);
