import {
  FILE_DATABASE_DRIVERS,
  FILE_DATABASE_TYPES,
  JDBC_DIALECTS,
  type JdbcDialect,
  OTHER_DATABASE_TYPE,
} from "./jdbc-dialects.js";
import { type DataSourceError, type JdbcUrl, parseJdbcUrl } from "./jdbc-url.js";
import {
  type DataSourceErrorCode,
  type DataSourceLocale,
  type DataSourceMessageParams,
  dataSourceMessage,
} from "./messages.js";

/** The connection fields of a data-source record (`/sys/dataSource` add and edit); empty means unset. */
export interface DataSourceConnection {
  readonly dbType?: string | null | undefined;
  readonly dbDriver?: string | null | undefined;
  readonly dbUrl?: string | null | undefined;
}

export type DataSourceCheckResult =
  | { readonly ok: true; readonly url?: JdbcUrl }
  | { readonly ok: false; readonly error: DataSourceError };

/**
 * Whether a data-source record may be stored: a known database type, a known driver, a URL that
 * `parseJdbcUrl` accepts, and all three naming the same database. Databases in files or memory (SQLite,
 * embedded H2/HSQLDB/Derby) are refused: their URLs open paths on the server.
 */
export function checkDataSource(
  connection: DataSourceConnection,
  locale: DataSourceLocale = "zh-CN",
): DataSourceCheckResult {
  const fail = (code: DataSourceErrorCode, params: DataSourceMessageParams = {}): DataSourceCheckResult => ({
    ok: false,
    error: { code, message: dataSourceMessage(code, params, locale) },
  });
  const dbType = connection.dbType?.trim() || undefined;
  const driver = connection.dbDriver?.trim() || undefined;
  const rawUrl = connection.dbUrl?.trim() || undefined;

  const fileType = dbType === undefined ? undefined : FILE_DATABASE_TYPES.get(dbType);
  if (fileType) return fail("fileDatabase", { name: fileType });
  const typeDialect =
    dbType === undefined ? undefined : JDBC_DIALECTS.find((d) => d.dbTypes.includes(dbType));
  if (dbType !== undefined && !typeDialect && dbType !== OTHER_DATABASE_TYPE) {
    return fail("unknownType", { name: dbType });
  }

  let driverDialect: JdbcDialect | undefined;
  if (driver !== undefined) {
    if (FILE_DATABASE_DRIVERS.includes(driver)) return fail("fileDatabase", { name: driver });
    driverDialect = JDBC_DIALECTS.find((d) => d.drivers.includes(driver));
    if (!driverDialect) return fail("unknownDriver", { name: driver });
    if (typeDialect && typeDialect !== driverDialect) return fail("typeDriverMismatch", { name: dbType });
  }

  if (rawUrl === undefined) return { ok: true };
  const parsed = parseJdbcUrl(rawUrl, locale);
  if (!parsed.ok) return parsed;
  const urlDialect = parsed.url.dialect;
  if (driverDialect && driverDialect !== urlDialect) {
    return fail("driverMismatch", { name: driver, expected: driverDialect.prefixes.join(" / ") });
  }
  if (typeDialect && typeDialect !== urlDialect) return fail("typeUrlMismatch", { name: dbType });
  return { ok: true, url: parsed.url };
}
