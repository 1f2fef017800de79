import { FILE_DATABASE_PREFIXES, JDBC_DIALECTS, type JdbcDialect } from "./jdbc-dialects.js";
import {
  type DataSourceErrorCode,
  type DataSourceLocale,
  type DataSourceMessageParams,
  dataSourceMessage,
} from "./messages.js";

/** A connection URL that passed: its dialect, where it connects, and its (allowed) options. */
export interface JdbcUrl {
  readonly dialect: JdbcDialect;
  /** `host[:port]`, comma-separated when the dialect takes several. */
  readonly hosts: string;
  /** The database, service, SID or path part; "" when the URL names none. */
  readonly database: string;
  readonly options: ReadonlyArray<readonly [name: string, value: string]>;
}

export interface DataSourceError {
  readonly code: DataSourceErrorCode;
  readonly message: string;
}

export type JdbcUrlResult =
  | { readonly ok: true; readonly url: JdbcUrl }
  | { readonly ok: false; readonly error: DataSourceError };

const HOSTNAME = String.raw`(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?)`;
const PORT = String.raw`(?::\d{1,5})?`;
const HOST = HOSTNAME + PORT;
const NAME = String.raw`[\p{L}\p{N}_.$-]*`;
/** One URL shape per syntax: hosts, database (or path), options (the raw tail). */
const SHAPES = {
  query: new RegExp(String.raw`^(${HOST}(?:,${HOST})*)(?:/(${NAME}))?(?:\?(.*))?$`, "u"),
  // SQL Server names an instance before the port: `host\SQLEXPRESS:1433`.
  semicolon: new RegExp(
    String.raw`^(${HOSTNAME}(?:\\[A-Za-z0-9_$-]+)?${PORT})(?:/([\p{L}\p{N}_.$~/-]*))?(?:;(.*))?$`,
    "u",
  ),
  db2: new RegExp(`^(${HOST})/(${NAME})(?::(.*))?$`, "u"),
  oracle: new RegExp(`^(?://)?(${HOST})(?:[:/](${NAME}))?$`, "u"),
} as const;
const OPTION_SEPARATOR = { query: "&", semicolon: ";", db2: ";", oracle: "" } as const;
const OPTION_NAME = /^[A-Za-z][A-Za-z0-9_.]*$/;
const OPTION_VALUE = /^[A-Za-z0-9_.%+:/,-]*$/;

/** `jdbc:mysql:` of `jdbc:mysql://`, `jdbc:oracle:` of `jdbc:oracle:thin:@`. */
function subprotocol(prefix: string): string {
  return prefix.slice(0, prefix.indexOf(":", 5) + 1);
}

/**
 * Reads a JDBC connection URL and accepts it only when it is one of the known dialects, in its plain
 * network form, with allowed options only. Anything else is refused with the reason, in the locale.
 */
export function parseJdbcUrl(raw: string, locale: DataSourceLocale = "zh-CN"): JdbcUrlResult {
  const fail = (code: DataSourceErrorCode, params: DataSourceMessageParams = {}): JdbcUrlResult => ({
    ok: false,
    error: { code, message: dataSourceMessage(code, params, locale) },
  });
  const url = raw.trim();
  if (!/^jdbc:/i.test(url)) return fail("notJdbc");
  const lower = url.toLowerCase();
  const dialect = JDBC_DIALECTS.find((d) => d.prefixes.some((prefix) => lower.startsWith(prefix)));
  if (!dialect) {
    const kind = /^jdbc:[a-z0-9+]+(?::[a-z0-9]+)?:?/i.exec(url)?.[0] ?? url.slice(0, 20);
    if (FILE_DATABASE_PREFIXES.some((prefix) => lower.startsWith(prefix)))
      return fail("fileDatabase", { name: kind });
    // A known database in another form (`jdbc:mysql:loadbalance://`, `jdbc:oracle:oci:`): show the right one.
    const sibling = JDBC_DIALECTS.find((d) =>
      d.prefixes.some((prefix) => lower.startsWith(subprotocol(prefix))),
    );
    return sibling ? fail("malformed", { name: sibling.example }) : fail("unknownUrl", { name: kind });
  }
  const prefix = dialect.prefixes.find((p) => lower.startsWith(p)) ?? "";
  const shape = SHAPES[dialect.syntax].exec(url.slice(prefix.length));
  if (!shape) return fail("malformed", { name: dialect.example });
  const [, hosts = "", database = "", tail] = shape;

  const options: Array<readonly [string, string]> = [];
  const allowed = new Set(dialect.options.map((name) => name.toLowerCase()));
  const items = tail === undefined ? [] : tail.split(OPTION_SEPARATOR[dialect.syntax]);
  for (const [index, item] of items.entries()) {
    if (item === "") continue;
    const equals = item.indexOf("=");
    const name = equals < 0 ? item : item.slice(0, equals);
    const value = equals < 0 ? "" : item.slice(equals + 1);
    // Dameng's schema item (`?jeecg-boot&…`) comes first and has no value.
    if (equals < 0 && dialect.bareItem && index === 0 && /^[\p{L}\p{N}_.$-]+$/u.test(item)) continue;
    if (equals < 0 || !OPTION_NAME.test(name) || !allowed.has(name.toLowerCase())) {
      return fail("refusedOption", { name: name.slice(0, 60) });
    }
    if (!OPTION_VALUE.test(value)) return fail("malformed", { name: dialect.example });
    options.push([name, value]);
  }
  return { ok: true, url: { dialect, hosts, database, options } };
}
