import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

type Json = { success: boolean; message: string; result: never };

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
      const token = await signIn(app, admin.username, admin.password);
      const call = async (method: string, path: string, body?: unknown | FormData): Promise<Json> => {
        const isForm = body instanceof FormData;
        const res = await rawRequest(app, path, {
          method,
          headers: {
            "X-Access-Token": token,
            ...(body && !isForm ? { "Content-Type": "application/json" } : {}),
          },
          body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
        });
        return (await res.json()) as Json;
      };
      return { db, call, admin };
    };

    it("keeps one home page per role and finds it by role code", async () => {
      const { call } = await setup();
      const roleCode = `ri_${randomBytes(4).toString("hex")}`;
      const page = {
        roleCode,
        url: "/dashboard/analysis",
        component: "dashboard/Analysis",
        route: true,
        priority: 1,
      };
      expect((await call("POST", "/sys/sysRoleIndex/add", page)).message).toBe("添加成功！");
      expect(await call("POST", "/sys/sysRoleIndex/add", page)).toMatchObject({
        success: false,
        message: "该角色已配置首页",
      });
      const found = await call("GET", `/sys/sysRoleIndex/queryByCode?roleCode=${roleCode}`);
      expect(found.result).toMatchObject({ roleCode, component: "dashboard/Analysis", route: true });
    });

    it("sets a user's agent and finds it by username, and says when there is none", async () => {
      const { call } = await setup();
      const userName = `ua_${randomBytes(4).toString("hex")}`;
      await call("POST", "/sys/sysUserAgent/add", { userName, agentUserName: "admin", status: "1" });
      expect(
        (await call("GET", `/sys/sysUserAgent/queryByUserName?userName=${userName}`)).result,
      ).toMatchObject({
        userName,
        agentUserName: "admin",
      });
      expect(await call("GET", "/sys/sysUserAgent/queryByUserName?userName=nobody_here")).toMatchObject({
        success: false,
        message: "未找到对应数据",
      });
    });

    it("records every update of a row as a version, the first with the row as it was, without secrets", async () => {
      const { db, call } = await setup();
      const user = await createTestUser(db);
      await db.updateTable("sys_user").set({ realname: "改名一" }).where("id", "=", user.id).execute();
      await db.updateTable("sys_user").set({ realname: "改名二" }).where("id", "=", user.id).execute();

      const versions = (
        await call("GET", `/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=${user.id}`)
      ).result as { id: string; dataVersion: number; dataContent: string }[];
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
      const compared = (
        await call("GET", `/sys/dataLog/queryCompareList?dataId1=${first?.id}&dataId2=${last?.id}`)
      ).result as { dataVersion: number }[];
      expect(compared.map((v) => v.dataVersion)).toEqual([1, 3]);
      const listed = (await call("GET", `/sys/dataLog/list?dataTable=sys_user&dataId=${user.id}`)).result as {
        total: number;
      };
      expect(listed.total).toBe(3);
    });

    it("stores an uploaded file, lists it, and deletes its record; a file whose content lies is refused", async () => {
      const { call } = await setup();
      const name = `note_${randomBytes(3).toString("hex")}.txt`;
      const form = new FormData();
      form.append("file", new File(["你好，对象存储"], name, { type: "text/plain" }));
      const uploaded = await call("POST", "/sys/oss/file/upload", form);
      expect(uploaded.message).toBe("上传成功！");
      const { id, url } = uploaded.result as { id: string; url: string };
      expect(url).toMatch(/^note_.*\.txt$/);

      const listed = (await call("GET", `/sys/oss/file/list?fileName=${name}`)).result as {
        records: { id: string }[];
      };
      expect(listed.records.map((r) => r.id)).toEqual([id]);
      expect((await call("DELETE", `/sys/oss/file/delete?id=${id}`)).message).toBe("删除成功!");

      const fake = new FormData();
      fake.append("file", new File(["<html>not an image</html>"], "photo.png", { type: "image/png" }));
      expect((await call("POST", "/sys/oss/file/upload", fake)).success).toBe(false);
    });
  },
);
