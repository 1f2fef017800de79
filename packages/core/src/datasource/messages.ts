export type DataSourceLocale = "zh-CN" | "en-US";

const MESSAGES = {
  "zh-CN": {
    unknownType: "不支持的数据库类型：{name}",
    unknownDriver: "不支持的数据库驱动：{name}",
    fileDatabase: "不允许使用在服务器上打开文件或内存的数据库连接：{name}",
    notJdbc: "连接地址必须以 jdbc: 开头",
    unknownUrl: "不支持的连接地址类型：{name}",
    malformed: "连接地址格式不正确，应为：{name}",
    refusedOption: "连接地址含不允许的参数：{name}",
    driverMismatch: "数据库驱动 {name} 需要以 {expected} 开头的连接地址",
    typeDriverMismatch: "数据库类型 {name} 与数据库驱动不匹配",
    typeUrlMismatch: "数据库类型 {name} 与连接地址不匹配",
  },
  "en-US": {
    unknownType: "Unsupported database type: {name}",
    unknownDriver: "Unsupported database driver: {name}",
    fileDatabase: "Connections that open files or memory on the server are not allowed: {name}",
    notJdbc: "The connection URL must start with jdbc:",
    unknownUrl: "Unsupported kind of connection URL: {name}",
    malformed: "Malformed connection URL; expected {name}",
    refusedOption: "The connection URL holds an option that is not allowed: {name}",
    driverMismatch: "The driver {name} needs a connection URL starting with {expected}",
    typeDriverMismatch: "The database type {name} does not match the driver",
    typeUrlMismatch: "The database type {name} does not match the connection URL",
  },
} as const satisfies Record<DataSourceLocale, Record<string, string>>;

export type DataSourceErrorCode = keyof (typeof MESSAGES)["zh-CN"];

/** The parameters of a message: `{name}` and, for a driver mismatch, `{expected}`. */
export interface DataSourceMessageParams {
  readonly name?: string;
  readonly expected?: string;
}

export function dataSourceMessage(
  code: DataSourceErrorCode,
  params: DataSourceMessageParams = {},
  locale: DataSourceLocale = "zh-CN",
): string {
  return MESSAGES[locale][code]
    .replace("{name}", params.name ?? "")
    .replace("{expected}", params.expected ?? "");
}
