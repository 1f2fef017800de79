/**
 * The databases a data-source record may point at: JeecgBoot's list (its `database_type` dictionary and
 * the driver classes and URL templates of its data-source form), reduced to network connections. Each
 * dialect allows only options that tune a connection (encoding, time zone, TLS on or off, timeouts);
 * options that load classes, read or write files, run scripts or send server data elsewhere are refused
 * by not being listed.
 */

/** How a dialect writes its URL after the prefix. */
export type JdbcSyntax =
  /** `//host[:port][,host…][/database][?a=1&b=2]` */
  | "query"
  /** `//host[\instance][:port][/path][;a=1;b=2]` */
  | "semicolon"
  /** `//host[:port]/database[:a=1;b=2;]` */
  | "db2"
  /** `@host:port:SID`, `@host:port/service` or `@//host[:port]/service`, without options */
  | "oracle";

export interface JdbcDialect {
  readonly id: string;
  /** The URL beginnings this dialect accepts. */
  readonly prefixes: readonly string[];
  readonly syntax: JdbcSyntax;
  /** Driver classes that read these URLs. */
  readonly drivers: readonly string[];
  /** Its values in the `database_type` dictionary. */
  readonly dbTypes: readonly string[];
  /** Allowed option names, compared without case (drivers differ; none is tricked by case then). */
  readonly options: readonly string[];
  /** Dameng's template names the schema as a bare item: `jdbc:dm://host:5236/?jeecg-boot&…`. */
  readonly bareItem?: boolean;
  /** A URL of the right form, shown when one is malformed. */
  readonly example: string;
}

const MYSQL_OPTIONS = [
  "characterEncoding",
  "useUnicode",
  "serverTimezone",
  "connectionTimeZone",
  "forceConnectionTimeZoneToSession",
  "useSSL",
  "requireSSL",
  "sslMode",
  "verifyServerCertificate",
  // In JeecgBoot's MySQL 5.7+ template; it lets the client fetch the server's RSA key, it loads nothing.
  "allowPublicKeyRetrieval",
  "connectTimeout",
  "socketTimeout",
  "zeroDateTimeBehavior",
  "tinyInt1isBit",
  "transformedBitIsBoolean",
  "yearIsDateType",
  "useInformationSchema",
  "nullCatalogMeansCurrent",
  "nullDatabaseMeansCurrent",
  "rewriteBatchedStatements",
  "useServerPrepStmts",
  "cachePrepStmts",
  "prepStmtCacheSize",
  "prepStmtCacheSqlLimit",
  "useCursorFetch",
  "defaultFetchSize",
  "autoReconnect",
  "failOverReadOnly",
  "maxReconnects",
  "useLegacyDatetimeCode",
  "useJDBCCompliantTimezoneShift",
  "useAffectedRows",
  "characterSetResults",
  "connectionCollation",
  "useOldAliasMetadataBehavior",
];

const POSTGRES_OPTIONS = [
  "ssl",
  "sslmode",
  "connectTimeout",
  "socketTimeout",
  "loginTimeout",
  "ApplicationName",
  "currentSchema",
  "stringtype",
  "reWriteBatchedInserts",
  "prepareThreshold",
  "defaultRowFetchSize",
  "tcpKeepAlive",
  "targetServerType",
  "loadBalanceHosts",
  "readOnly",
  "characterEncoding",
  "useUnicode",
];

export const JDBC_DIALECTS: readonly JdbcDialect[] = [
  {
    id: "mysql",
    prefixes: ["jdbc:mysql://"],
    syntax: "query",
    drivers: ["com.mysql.jdbc.Driver", "com.mysql.cj.jdbc.Driver"],
    dbTypes: ["1", "4"],
    options: MYSQL_OPTIONS,
    example: "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false",
  },
  {
    id: "mariadb",
    prefixes: ["jdbc:mariadb://"],
    syntax: "query",
    drivers: ["org.mariadb.jdbc.Driver"],
    dbTypes: ["5"],
    options: MYSQL_OPTIONS,
    example: "jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useSSL=false",
  },
  {
    id: "oracle",
    prefixes: ["jdbc:oracle:thin:@"],
    syntax: "oracle",
    drivers: ["oracle.jdbc.OracleDriver", "oracle.jdbc.driver.OracleDriver"],
    dbTypes: ["2"],
    options: [],
    example: "jdbc:oracle:thin:@127.0.0.1:1521:ORCL",
  },
  {
    id: "sqlserver",
    prefixes: ["jdbc:sqlserver://"],
    syntax: "semicolon",
    drivers: ["com.microsoft.sqlserver.jdbc.SQLServerDriver"],
    dbTypes: ["3"],
    options: [
      "databaseName",
      "database",
      "instanceName",
      "SelectMethod",
      "encrypt",
      "trustServerCertificate",
      "hostNameInCertificate",
      "loginTimeout",
      "socketTimeout",
      "lockTimeout",
      "applicationName",
      "applicationIntent",
      "multiSubnetFailover",
      "sendStringParametersAsUnicode",
      "sendTimeAsDatetime",
      "responseBuffering",
    ],
    example: "jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot",
  },
  {
    id: "postgresql",
    prefixes: ["jdbc:postgresql://"],
    syntax: "query",
    drivers: ["org.postgresql.Driver"],
    dbTypes: ["6"],
    options: POSTGRES_OPTIONS,
    example: "jdbc:postgresql://127.0.0.1:5432/jeecg-boot",
  },
  {
    id: "dm",
    prefixes: ["jdbc:dm://"],
    syntax: "query",
    drivers: ["dm.jdbc.driver.DmDriver"],
    dbTypes: ["7"],
    options: [
      "zeroDateTimeBehavior",
      "useUnicode",
      "characterEncoding",
      "schema",
      "compatibleMode",
      "connectTimeout",
      "socketTimeout",
      "clobAsString",
      "columnNameUpperCase",
    ],
    bareItem: true,
    example:
      "jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8",
  },
  {
    id: "kingbase8",
    prefixes: ["jdbc:kingbase8://"],
    syntax: "query",
    drivers: ["com.kingbase8.Driver"],
    dbTypes: ["8"],
    options: POSTGRES_OPTIONS,
    example: "jdbc:kingbase8://127.0.0.1:54321/jeecg-boot",
  },
  {
    id: "oscar",
    prefixes: ["jdbc:oscar://"],
    syntax: "query",
    drivers: ["com.oscar.Driver"],
    dbTypes: ["9"],
    options: POSTGRES_OPTIONS,
    example: "jdbc:oscar://127.0.0.1:2003/jeecg-boot",
  },
  {
    id: "db2",
    prefixes: ["jdbc:db2://"],
    syntax: "db2",
    drivers: ["com.ibm.db2.jcc.DB2Driver"],
    dbTypes: ["11"],
    options: [
      "currentSchema",
      "driverType",
      "loginTimeout",
      "blockingReadConnectionTimeout",
      "sslConnection",
      "retrieveMessagesFromServerOnGetMessage",
      "fullyMaterializeLobData",
      "fullyMaterializeInputStreams",
      "progressiveStreaming",
    ],
    example: "jdbc:db2://127.0.0.1:50000/jeecg-boot",
  },
  {
    id: "hsqldb",
    // Only the network server; `file:`, `mem:` and `res:` databases live in this server's process.
    prefixes: ["jdbc:hsqldb:hsql://", "jdbc:hsqldb:hsqls://"],
    syntax: "semicolon",
    drivers: ["org.hsqldb.jdbc.JDBCDriver", "org.hsqldb.jdbcDriver"],
    dbTypes: ["12"],
    options: [],
    example: "jdbc:hsqldb:hsql://127.0.0.1/jeecg-boot",
  },
  {
    id: "derby",
    // The network client only; `create=true` would make the remote server create databases.
    prefixes: ["jdbc:derby://"],
    syntax: "semicolon",
    drivers: ["org.apache.derby.jdbc.ClientDriver"],
    dbTypes: ["13"],
    options: ["ssl"],
    example: "jdbc:derby://127.0.0.1:1527/jeecg-boot",
  },
  {
    id: "h2",
    // The TCP server only; settings such as INIT (runs SQL scripts) and TRACE_LEVEL_FILE are not listed.
    prefixes: ["jdbc:h2:tcp://", "jdbc:h2:ssl://"],
    syntax: "semicolon",
    drivers: ["org.h2.Driver"],
    dbTypes: ["14"],
    options: ["MODE", "DATABASE_TO_UPPER", "DATABASE_TO_LOWER", "CASE_INSENSITIVE_IDENTIFIERS", "IFEXISTS"],
    example: "jdbc:h2:tcp://127.0.0.1:8082/jeecg-boot",
  },
];

/** `database_type` values of databases kept in files or memory on the server: never a data source. */
export const FILE_DATABASE_TYPES: ReadonlyMap<string, string> = new Map([["10", "SQLite"]]);

/** Drivers of such databases, refused with that reason rather than as unknown. */
export const FILE_DATABASE_DRIVERS: readonly string[] = [
  "org.sqlite.JDBC",
  "org.apache.derby.jdbc.EmbeddedDriver",
];

/** URL beginnings of such databases (checked after the dialects' own prefixes). */
export const FILE_DATABASE_PREFIXES: readonly string[] = [
  "jdbc:sqlite:",
  "jdbc:h2:",
  "jdbc:hsqldb:",
  "jdbc:derby:",
];

/** `其他数据库`: any of the drivers above, with its URL. */
export const OTHER_DATABASE_TYPE = "15";
