// Data-source records: which databases, drivers and connection URLs (and URL options) may be stored.
export {
  checkDataSource,
  type DataSourceCheckResult,
  type DataSourceConnection,
} from "./check-data-source.js";
export {
  FILE_DATABASE_DRIVERS,
  FILE_DATABASE_PREFIXES,
  FILE_DATABASE_TYPES,
  JDBC_DIALECTS,
  type JdbcDialect,
  type JdbcSyntax,
  OTHER_DATABASE_TYPE,
} from "./jdbc-dialects.js";
export { type DataSourceError, type JdbcUrl, type JdbcUrlResult, parseJdbcUrl } from "./jdbc-url.js";
export {
  type DataSourceErrorCode,
  type DataSourceLocale,
  type DataSourceMessageParams,
  dataSourceMessage,
} from "./messages.js";
