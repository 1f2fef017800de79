/**
 * The form's mobile rule (spec §5 "Shared form rules"): 1, then 3, 4, 5, 7 or 8, then 9 digits. It is the
 * original product's rule and deliberately narrower than the cell preset.
 */
export const FORM_MOBILE_PATTERN = /^1[34578]\d{9}$/;

/** The editable-table preset `m` (spec §5 "Preset cell patterns"): 1, then 3–9, 11 digits in total. */
export const CELL_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
