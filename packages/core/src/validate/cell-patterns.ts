import { isEmailAddress } from "./email.js";
import { CELL_MOBILE_PATTERN } from "./mobile-patterns.js";
import { isHttpUrl } from "./url.js";

const matcher = (pattern: RegExp) => (text: string) => pattern.test(text);

/**
 * The preset cell patterns of spec §5 ("Preset cell patterns"), except `*`, which is the required rule.
 * `url` and `e` reuse the form rules' URL and email definitions, so a value valid in a form is valid in a
 * cell. `n`, `z` and `money` fix the original's expressions to mean what the spec says.
 */
export const CELL_PATTERN_PRESETS = {
  /** 6 to 16 digits. */
  "n6-16": matcher(/^\d{6,16}$/),
  /** 6 to 16 characters of any kind (code points). */
  "*6-16": matcher(/^[\s\S]{6,16}$/u),
  /** 6 to 18 letters. */
  "s6-18": matcher(/^[A-Za-z]{6,18}$/),
  /** A web address (http or https). */
  url: isHttpUrl,
  /** An email address. */
  e: isEmailAddress,
  /** Mainland mobile: 1, then 3–9, 11 digits in total. */
  m: matcher(CELL_MOBILE_PATTERN),
  /** Postcode: 6 digits, not starting with 0. */
  p: matcher(/^[1-9]\d{5}$/),
  /** Letters. */
  s: matcher(/^[A-Za-z]+$/),
  /** A number with optional sign and decimals: 3, -3, +3.25. */
  n: matcher(/^[+-]?\d+(?:\.\d+)?$/),
  /** An integer with optional sign. */
  z: matcher(/^[+-]?\d+$/),
  /** An amount with up to 2 decimals, no sign, no leading zeros: 0, 12, 0.5, 12.34. */
  money: matcher(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/),
} satisfies Record<string, (text: string) => boolean>;

export type CellPatternPreset = keyof typeof CELL_PATTERN_PRESETS;

/** The pattern that means "non-empty"; it becomes a plain required rule. */
export const REQUIRED_CELL_PATTERN = "*";
/** The pattern that means "unique within the column". */
export const UNIQUE_CELL_PATTERN = "only";

export type CellPatternResolution =
  | { readonly ok: true; readonly kind: "required" }
  | { readonly ok: true; readonly kind: "unique" }
  | {
      readonly ok: true;
      readonly kind: "test";
      readonly test: (text: string) => boolean;
      readonly preset?: CellPatternPreset;
    }
  | { readonly ok: false; readonly error: string };

/**
 * What a cell rule's `pattern` means: `*` is required, `only` is unique, a preset code is that preset, and
 * anything else is a regular expression used as JeecgBoot uses it (`new RegExp(pattern).test(value)`,
 * so unanchored unless the pattern anchors itself). An expression that does not compile is an error result.
 */
export function resolveCellPattern(pattern: string | RegExp): CellPatternResolution {
  if (pattern instanceof RegExp) return { ok: true, kind: "test", test: statelessTest(pattern) };
  if (pattern === REQUIRED_CELL_PATTERN) return { ok: true, kind: "required" };
  if (pattern === UNIQUE_CELL_PATTERN) return { ok: true, kind: "unique" };
  if (Object.hasOwn(CELL_PATTERN_PRESETS, pattern)) {
    const preset = pattern as CellPatternPreset;
    return { ok: true, kind: "test", test: CELL_PATTERN_PRESETS[preset], preset };
  }
  try {
    return { ok: true, kind: "test", test: statelessTest(new RegExp(pattern)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// A global or sticky expression remembers lastIndex between calls; a copy without those flags does not.
function statelessTest(pattern: RegExp): (text: string) => boolean {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
  return (text) => stateless.test(text);
}
