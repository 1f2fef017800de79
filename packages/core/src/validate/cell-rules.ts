import { fillCellMessage } from "./cell-message.js";
import { resolveCellPattern } from "./cell-patterns.js";
import {
  DEFAULT_VALIDATE_LOCALE,
  type ValidateLocale,
  type ValidateMessageKey,
  validateMessage,
} from "./messages.js";

/** Cell rules run on input, change and blur; on blur, after this delay (spec §9 "blur validation delay"). */
export const CELL_BLUR_VALIDATION_DELAY_MS = 100;

export interface CellRow {
  readonly id: string;
  readonly [key: string]: unknown;
}

/** A custom or asynchronous rule: return a message (templates allowed) to fail, nothing to pass. */
export type CellHandler = (
  value: unknown,
  row: CellRow,
  column: CellColumn,
) => string | undefined | Promise<string | undefined>;

/** One entry of a column's `validateRules`, as JeecgBoot writes them. */
export interface CellRule {
  /** Fails on `undefined`, `null`, `""` or an empty array. */
  readonly required?: boolean;
  /** Fails when another row holds the same value in this column (same as `pattern: "only"`). */
  readonly unique?: boolean;
  /** `*`, `only`, a preset code (`n6-16`, `e`, `m`…) or a regular expression. */
  readonly pattern?: string | RegExp;
  readonly handler?: CellHandler;
  /** Message on failure; `${title}`, `${key}` and `${defaultValue}` are filled from the column. */
  readonly message?: string;
}

export interface CellColumn {
  readonly key: string;
  readonly title?: string;
  readonly defaultValue?: unknown;
  readonly validateRules?: readonly CellRule[];
}

export interface CellError {
  readonly rowId: string;
  readonly key: string;
  readonly message: string;
}

export interface TableValidation {
  /** Number of failing cells (one message per cell: its first failing rule). */
  readonly errorCount: number;
  /** Failing cells in row order, then column order. */
  readonly errors: readonly CellError[];
}

export interface CellValidationOptions {
  readonly locale?: ValidateLocale;
}

/**
 * Validates one cell against its column's rules, in order; the first failure gives the message. `rows`
 * is the whole table (the row included), needed by the unique rule. Empty values skip pattern and unique
 * checks: emptiness is the required rule's business, which is why the spec turns the `*` preset into it.
 */
export async function validateCell(
  row: CellRow,
  column: CellColumn,
  rows: readonly CellRow[],
  options: CellValidationOptions = {},
): Promise<string | undefined> {
  return validateCellNow(row, column, rows, options);
}

/**
 * `validateCell` without a promise when the column has no handler: a pass over a whole table (10,000
 * rows of four rules) then costs no 40,000 promises; a column with a handler gives its promise.
 */
export function validateCellNow(
  row: CellRow,
  column: CellColumn,
  rows: readonly CellRow[],
  options: CellValidationOptions = {},
): string | undefined | Promise<string | undefined> {
  return cellValidator(column, rows, options)(row);
}

/**
 * `validateCellNow` for many cells of one column against the same `rows`: the column's rules are prepared
 * once (patterns compiled, messages filled, the unique rule's values counted in one pass over the rows
 * instead of a search of every row per cell), then each cell is a few comparisons.
 */
export function cellValidator(
  column: CellColumn,
  rows: readonly CellRow[],
  { locale = DEFAULT_VALIDATE_LOCALE }: CellValidationOptions = {},
): (row: CellRow) => string | undefined | Promise<string | undefined> {
  const rules = column.validateRules ?? [];
  const checks = rules.map((rule) => ruleCheck(rule, column, rows, locale));
  return (row) => {
    for (let index = 0; index < rules.length; index++) {
      const message = checks[index]?.(row);
      if (message !== undefined) return message;
      const rule = rules[index] as CellRule;
      if (rule.handler) return handlerFailure(rule, row, column, rows, locale, index);
    }
    return undefined;
  };
}

/** A rule's own checks (required, unique, pattern) as a function of the row: its message, or undefined. */
function ruleCheck(
  rule: CellRule,
  column: CellColumn,
  rows: readonly CellRow[],
  locale: ValidateLocale,
): (row: CellRow) => string | undefined {
  const pattern = rule.pattern === undefined ? undefined : resolveCellPattern(rule.pattern);
  if (pattern && !pattern.ok) {
    // A broken rule is a configuration error: refuse the value rather than let it through unchecked.
    const broken = fillCellMessage(
      validateMessage("cellInvalidPattern", { pattern: String(rule.pattern) }, locale),
      column,
    );
    return () => broken;
  }
  const messages = new Map<ValidateMessageKey, string>();
  const fail = (fallback: ValidateMessageKey) => {
    let message = messages.get(fallback);
    if (message === undefined) {
      message = fillCellMessage(rule.message ?? validateMessage(fallback, undefined, locale), column);
      messages.set(fallback, message);
    }
    return message;
  };
  const { key } = column;
  const required = rule.required === true || pattern?.kind === "required";
  const unique = rule.unique === true || pattern?.kind === "unique";
  const test = pattern?.kind === "test" ? pattern.test : undefined;
  let holders: ReadonlyMap<string, string | null> | undefined;
  return (row) => {
    const value = row[key];
    if (isEmptyCell(value)) return required ? fail("cellRequired") : undefined;
    if (unique) {
      holders ??= valueHolders(rows, key);
      const holder = holders.get(cellText(value));
      // Another row holds the same value: several rows do (null), or one that is not this one.
      if (holder !== undefined && holder !== row.id) return fail("cellUnique");
    }
    if (test && !test(cellText(value))) return fail("cellPattern");
    return undefined;
  };
}

/** Runs the handler of rule `index`, then the rules after it, as `validateCell` does. */
async function handlerFailure(
  rule: CellRule,
  row: CellRow,
  column: CellColumn,
  rows: readonly CellRow[],
  locale: ValidateLocale,
  index: number,
): Promise<string | undefined> {
  const handler = rule.handler as CellHandler;
  const message = await runHandler(handler, row[column.key], row, column);
  if (message === failedHandler)
    return fillCellMessage(rule.message ?? validateMessage("cellHandlerFailed", undefined, locale), column);
  if (message !== undefined) return fillCellMessage(message, column);
  const rest = { ...column, validateRules: (column.validateRules ?? []).slice(index + 1) };
  return validateCellNow(row, rest, rows, { locale });
}

/** Validates every cell of every row (JeecgBoot's full validation); handlers run concurrently. */
export async function validateTable(
  rows: readonly CellRow[],
  columns: readonly CellColumn[],
  options: CellValidationOptions = {},
): Promise<TableValidation> {
  const checked = await Promise.all(
    rows.flatMap((row) =>
      columns.map(async (column) => {
        const message = await validateCell(row, column, rows, options);
        return message === undefined ? undefined : { rowId: row.id, key: column.key, message };
      }),
    ),
  );
  const errors = checked.filter((error): error is CellError => error !== undefined);
  return { errorCount: errors.length, errors };
}

export function isEmptyCell(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/** The text a pattern sees and the unique rule compares: multi-values are comma-joined, as they travel. */
function cellText(value: unknown): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}

/** Per text of a non-empty cell of column `key`: the id of the one row holding it, or null when rows of
 * different ids do. */
function valueHolders(rows: readonly CellRow[], key: string): ReadonlyMap<string, string | null> {
  const holders = new Map<string, string | null>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyCell(value)) continue;
    const text = cellText(value);
    const holder = holders.get(text);
    if (holder === undefined) holders.set(text, row.id);
    else if (holder !== row.id) holders.set(text, null);
  }
  return holders;
}

const failedHandler = Symbol("failed handler");

// A handler that throws or rejects fails the cell instead of failing the whole validation.
async function runHandler(
  handler: CellHandler,
  value: unknown,
  row: CellRow,
  column: CellColumn,
): Promise<string | undefined | typeof failedHandler> {
  try {
    const message = await handler(value, row, column);
    return typeof message === "string" && message !== "" ? message : undefined;
  } catch {
    return failedHandler;
  }
}
