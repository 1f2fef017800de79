import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import { ROLE_ID } from "../src/db/seed/roles";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

describe.each(backends)(
  "role home pages, user agents, the data log and object storage on $name",
  (backend) => {
    let uploadDir = "";
    beforeAll(async () => {
      await backend.db();
      uploadDir = await mkdtemp(join(tmpdir(), "kanya-oss-"));
    });
    afterAll(() => rm(uploadDir, { recursive: true, force: true }));

    const setup = async () => {
      const db = await backend.db();
      const app = createApp({ db, storage: localFileStorage(uploadDir), log: () => {} });
      const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
      const client = inProcessClient(app, { token: await signIn(app, admin.username, admin.password) });
      return { db, app, client, admin };
    };

    it("keeps one home page per role and finds it by role code", async () => {
      const { client } = await setup();
      const roleCode = `ri_${randomBytes(4).toString("hex")}`;
      const page = {
        roleCode,
        url: "/dashboard/analysis",
        component: "dashboard/Analysis",
        route: true,
        priority: 1,
      };
      expect((await client.sys.roleIndex.add(page)).message).toBe("添加成功！");
      expect(await client.sys.roleIndex.add(page)).toMatchObject({
        success: false,
        message: "该角色已配置首页",
      });
      const found = await client.sys.roleIndex.queryByCode(roleCode);
      expect(found.result).toMatchObject({ roleCode, component: "dashboard/Analysis", route: true });
      expect((await client.sys.roleIndex.list({ roleCode })).result.records).toHaveLength(1);
      expect((await client.sys.roleIndex.queryByCode(`${roleCode}_none`)).result).toBeNull();
    });

    it("sets a user's agent and finds it by username, and says when there is none", async () => {
      const { client } = await setup();
      const userName = `ua_${randomBytes(4).toString("hex")}`;
      await client.sys.userAgent.add({ userName, agentUserName: "admin", status: "1" });
      expect((await client.sys.userAgent.queryByUserName(userName)).result).toMatchObject({
        userName,
        agentUserName: "admin",
      });
      expect(await client.sys.userAgent.add({ userName, agentUserName: "jeecg" })).toMatchObject({
        success: false,
        message: "该用户已设置代理人",
      });
      expect(await client.sys.userAgent.queryByUserName("nobody_here")).toMatchObject({
        success: false,
        message: "未找到对应数据",
      });
    });

    it("records every update of a row as a version, the first with the row as it was, without secrets", async () => {
      const { db, client } = await setup();
      const user = await createTestUser(db);
      await db.updateTable("sys_user").set({ realname: "改名一" }).where("id", "=", user.id).execute();
      await db.updateTable("sys_user").set({ realname: "改名二" }).where("id", "=", user.id).execute();

      const versions = (await client.sys.dataLog.versions("sys_user", user.id)).result;
      expect(versions.map((v) => [v.dataVersion, JSON.parse(v.dataContent).realname])).toEqual([
        [1, "测试用户"],
        [2, "改名一"],
        [3, "改名二"],
      ]);
      expect(
        versions.every(
          (v) => !("password" in JSON.parse(v.dataContent)) && !("salt" in JSON.parse(v.dataContent)),
        ),
      ).toBe(true);

      const [first, , last] = versions;
      const compared = (await client.sys.dataLog.compare(first?.id ?? "", last?.id ?? "")).result;
      expect(compared.map((v) => v.dataVersion)).toEqual([1, 3]);
      const listed = (await client.sys.dataLog.list({ dataTable: "sys_user", dataId: user.id })).result;
      expect(listed.total).toBe(3);
    });

    it("dates the seed's versions on the seed's clock and names each by its table, row and number", async () => {
      const fresh = await backend.freshDatabase();
      const db = await openDatabase(fresh.options);
      try {
        const seedClock = new Date("2026-01-05T09:30:00Z");
        await migrateAndSeed(db, seedClock);
        const versions = await db.selectFrom("sys_data_log").selectAll().execute();
        expect(versions.length).toBeGreaterThan(0);
        for (const version of versions) {
          expect(new Date(version.create_time ?? 0)).toEqual(seedClock);
          const name = `${version.data_table}:${version.data_id}:${version.data_version}`;
          expect(version.id).toBe(createHash("md5").update(name).digest("hex"));
        }
      } finally {
        await db.destroy();
        await fresh.dispose();
      }
    });

    it("stores an uploaded file, lists it, and deletes it with its record; a file whose content lies is refused", async () => {
      const { app, client } = await setup();
      const name = `note_${randomBytes(3).toString("hex")}.txt`;
      const form = new FormData();
      form.append("file", new File(["你好，对象存储"], name, { type: "text/plain" }));
      const uploaded = await client.sys.oss.upload(form);
      expect(uploaded.message).toBe("上传成功！");
      const { id, url } = uploaded.result;
      expect(url).toMatch(/^note_.*\.txt$/);

      const listed = (await client.sys.oss.list({ fileName: name })).result;
      expect(listed.records.map((r) => r.id)).toEqual([id]);
      expect((await client.sys.oss.queryById(id)).result).toMatchObject({ fileName: name, url });
      const served = await rawRequest(app, `/sys/common/static/${encodeURIComponent(url)}`);
      expect(await served.text()).toBe("你好，对象存储");
      expect((await client.sys.oss.delete(id)).message).toBe("删除成功!");
      expect((await client.sys.oss.list({ fileName: name })).result.total).toBe(0);
      expect((await rawRequest(app, `/sys/common/static/${encodeURIComponent(url)}`)).status).toBe(404);

      const minio = new FormData();
      minio.append("file", new File(["另一个文件"], name, { type: "text/plain" }));
      expect((await client.sys.oss.uploadMinio(minio)).message).toMatch(/^note_.*\.txt$/);

      const fake = new FormData();
      fake.append("file", new File(["<html>not an image</html>"], "photo.png", { type: "image/png" }));
      expect((await client.sys.oss.upload(fake)).success).toBe(false);
    });

    it("deletes several files with their records at once (deleteBatch), and needs its own code", async () => {
      const { app, db, client } = await setup();
      const upload = async () => {
        const form = new FormData();
        form.append("file", new File(["批量"], `batch_${randomBytes(3).toString("hex")}.txt`));
        return (await client.sys.oss.upload(form)).result;
      };
      const [a, b, kept] = [await upload(), await upload(), await upload()];
      const nobody = await createTestUser(db);
      const other = inProcessClient(app, { token: await signIn(app, nobody.username, nobody.password) });
      expect(await other.sys.oss.deleteBatch([a.id])).toMatchObject({ success: false, code: 510 });

      expect(await client.sys.oss.deleteBatch([a.id, b.id])).toMatchObject({
        success: true,
        message: "批量删除成功!",
      });
      const left = await db
        .selectFrom("oss_file")
        .select("id")
        .where("id", "in", [a.id, b.id, kept.id])
        .execute();
      expect(left.map((row) => row.id)).toEqual([kept.id]);
      expect((await rawRequest(app, `/sys/common/static/${encodeURIComponent(a.url)}`)).status).toBe(404);
      expect(await client.sys.oss.deleteBatch([])).toMatchObject({ success: false, message: "参数不识别！" });
    });
  },
);
