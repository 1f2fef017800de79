import { type DictLocale, dictMessage } from "./messages.js";

/**
 * What a dictionary string names (spec §3 "Dictionary string format"): a system dictionary by code
 * (`sex`), or a table dictionary `table,textField,codeField[,where]` (`sys_user,realname,username`).
 */
export type DictSource =
  | { readonly kind: "code"; readonly code: string }
  | {
      readonly kind: "table";
      readonly table: string;
      readonly textField: string;
      readonly codeField: string;
      /** A raw SQL condition; the server must never paste it into SQL unchecked. */
      readonly where?: string;
    };

export type DictCodeErrorCode = "empty" | "malformed" | "identifier";

export type DictCodeParseResult =
  | { readonly ok: true; readonly source: DictSource }
  | { readonly ok: false; readonly error: { readonly code: DictCodeErrorCode; readonly message: string } };

// A SQL identifier; a table may carry its schema (`schema.table`).
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const TABLE = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/**
 * Parses a dictionary string. Parts are trimmed; a string without commas is a dictionary code; otherwise
 * it needs table, text field and code field, all SQL identifiers, and everything after the third comma
 * is the where clause (commas included — JeecgBoot cut it at the next comma). An empty where is none.
 */
export function parseDictCode(raw: string, locale: DictLocale = "zh-CN"): DictCodeParseResult {
  const fail = (code: DictCodeErrorCode, name?: string): DictCodeParseResult => ({
    ok: false,
    error: { code, message: dictMessage(code, locale, name) },
  });
  const text = raw.trim();
  if (text === "") return fail("empty");
  if (!text.includes(",")) return { ok: true, source: { kind: "code", code: text } };

  const [table = "", textField = "", codeField, ...rest] = text.split(",");
  if (codeField === undefined) return fail("malformed");
  return tableSource(table.trim(), textField.trim(), codeField.trim(), rest.join(",").trim(), fail);
}

/** The table form, names checked; the where clause is kept as written (`'a, b'` keeps its space). */
function tableSource(
  table: string,
  textField: string,
  codeField: string,
  where: string,
  fail: (code: DictCodeErrorCode, name?: string) => DictCodeParseResult,
): DictCodeParseResult {
  if (!TABLE.test(table)) return table === "" ? fail("malformed") : fail("identifier", table);
  for (const field of [textField, codeField]) {
    if (!FIELD.test(field)) return field === "" ? fail("malformed") : fail("identifier", field);
  }
  return {
    ok: true,
    source:
      where === ""
        ? { kind: "table", table, textField, codeField }
        : { kind: "table", table, textField, codeField, where },
  };
}

/** The dictionary string for a source; `parseDictCode(formatDictCode(s))` gives `s` back. */
export function formatDictCode(source: DictSource): string {
  if (source.kind === "code") return source.code;
  const parts = [source.table, source.textField, source.codeField];
  return (source.where ? [...parts, source.where] : parts).join(",");
}
