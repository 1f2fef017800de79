/** A complete number as the number cell accepts it: optional minus, digits, optional decimal part. */
const NUMBER_TEXT = /^-?\d+\.?\d*$/;

/**
 * What a number input shows after a keystroke: the typed text when it is (on its way to) a number —
 * empty, a lone minus, or `NUMBER_TEXT` (so `12.` can be typed before `12.5`) — otherwise the previous
 * text, which reverts the keystroke (spec §5 "Number inputs").
 */
export function acceptNumberInput(typed: string, previous: string): string {
  return typed === "" || typed === "-" || NUMBER_TEXT.test(typed) ? typed : previous;
}

/** The value a number input keeps on blur: the number it spells, or `null` (emptied) when it spells none. */
export function parseNumberInput(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text + 0 : null;
  if (text === null || text === undefined || !NUMBER_TEXT.test(text)) return null;
  const value = Number.parseFloat(text);
  // `+ 0` turns -0 (from "-0") into 0, so an emptied sign never shows as "-0".
  return Number.isFinite(value) ? value + 0 : null;
}
