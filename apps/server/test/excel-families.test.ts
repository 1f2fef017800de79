import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

/*
 * Excel export and import of the families declared on the Excel engine (src/http/excel/family.ts):
 * categories, announcements, scheduled jobs, departments and messages. Each family exports its list as
 * filtered, reads its own sheet back, turns dictionary texts into values and refuses bad rows in a report.
 */
const P = PERMISSION_CODES;
const CODES = [
  ...Object.values(P.category),
  ...Object.values(P.announcement),
  ...Object.values(P.quartzJob),
  ...Object.values(P.depart),
  ...Object.values(P.message),
];
const hex = () => randomBytes(4).toString("hex");
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };

describe.each(backends)(
  "Excel of categories, announcements, jobs, departments and messages on $name",
  (backend) => {
    beforeAll(async () => {
      await backend.db();
    });

    let context: ReturnType<typeof makeContext> | undefined;
    const makeContext = async () => {
      const db = await backend.db();
      const app = createApp({ db, log: () => {} });
      const granted = await grantedClient(app, db, CODES, { tenants: [1000], tenantId: 1000 });
      /** The sheet an export link downloads, as rows of cell texts (title row first). */
      const exported = async (path: string, query: Record<string, string>) => {
        const res = await rawRequest(app, `${path}?${new URLSearchParams(query)}`, {
          headers: { "X-Access-Token": granted.token, "X-Tenant-Id": "1000" },
        });
        expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
        return readXlsx(await res.arrayBuffer());
      };
      return { db, app, exported, ...granted };
    };
    const setup = () => {
      context ??= makeContext();
      return context;
    };

    it("exports categories with the parent's code and imports a tree, parent rows first", async () => {
      const { client, exported } = await setup();
      const root = `X${hex()}`;
      await client.sys.category.add({ name: "导出根", code: root });
      const rootId = (await client.sys.category.loadOne("code", root)).result.id;
      await client.sys.category.add({ pid: rootId, name: "导出子", code: `${root}A01` });

      const sheet = await exported("/sys/category/exportXls", { code: `${root}*` });
      expect(sheet[0]?.[0]).toBe("分类字典");
      expect(sheet.slice(1)).toEqual([
        ["父级节点", "类型名称", "类型编码"],
        ["", "导出根", root],
        [root, "导出子", `${root}A01`],
      ]);

      const other = `Y${hex()}`;
      const imported = await client.sys.category.importExcel(
        xlsxForm(
          await xlsxOf(
            "分类字典",
            ["父级节点", "类型名称", "类型编码"],
            [
              [null, "导入根", other],
              [other, "导入子", `${other}A01`],
              [`N${hex()}`, "无父", `${other}A02`],
            ],
          ),
        ),
      );
      expect(imported).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
      expect(imported.result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1 });
      const parent = (await client.sys.category.loadOne("code", other)).result;
      expect((await client.sys.category.loadOne("code", `${other}A01`)).result).toMatchObject({
        pid: parent.id,
        name: "导入子",
      });
      expect(parent.hasChild).toBe("1");
    });

    it("exports announcements with dictionary texts and imports drafts, refusing a row without a title", async () => {
      const { client, exported } = await setup();
      const title = `导出通告${hex()}`;
      await client.sys.announcement.add({
        titile: title,
        msgContent: "<p>正文</p>",
        priority: "H",
        msgCategory: "1",
        msgType: "ALL",
      });
      const sheet = await exported("/sys/annountCement/exportXls", { titile: title });
      expect(sheet[1]).toEqual([
        "标题",
        "内容",
        "开始时间",
        "结束时间",
        "发布人",
        "优先级",
        "消息类型",
        "通告对象类型",
        "发布状态",
        "发布时间",
        "撤销时间",
      ]);
      expect(sheet[2]?.slice(0, 2)).toEqual([title, "<p>正文</p>"]);
      expect(sheet[2]?.slice(5, 9)).toEqual(["高", "通知公告", "全体用户", "未发布"]);

      const fresh = `导入通告${hex()}`;
      const imported = await client.sys.announcement.importExcel(
        xlsxForm(
          await xlsxOf(
            "系统通告",
            ["标题", "内容", "开始时间", "优先级", "消息类型", "通告对象类型", "发布状态"],
            [
              [fresh, "导入正文", "2026-01-02 09:30:00", "中", "系统消息", "全体用户", "已发布"],
              ["", "没有标题", null, "低", "通知公告", "全体用户", null],
            ],
          ),
        ),
      );
      expect(imported.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
      const [record] = (await client.sys.announcement.list({ titile: fresh })).result.records;
      // The send state is the server's: an imported announcement is a draft whatever the sheet says.
      expect(record).toMatchObject({
        msgContent: "导入正文",
        startTime: "2026-01-02 09:30:00",
        priority: "M",
        msgCategory: "2",
        msgType: "ALL",
        sendStatus: "0",
      });
    });

    it("exports scheduled jobs and imports them checked as added ones (status text, cron)", async () => {
      const { client, exported } = await setup();
      const description = `导出任务${hex()}`;
      await client.sys.quartzJob.add({
        jobClassName: "org.jeecg.modules.quartz.job.SampleJob",
        cronExpression: "0 0 12 * * ?",
        description,
      });
      const sheet = await exported("/sys/quartzJob/exportXls", { description });
      expect(sheet.slice(1)).toEqual([
        ["任务类名", "cron表达式", "参数", "描述", "状态"],
        ["org.jeecg.modules.quartz.job.SampleJob", "0 0 12 * * ?", "", description, "停止"],
      ]);

      const fresh = `导入任务${hex()}`;
      const imported = await client.sys.quartzJob.importExcel(
        xlsxForm(
          await xlsxOf(
            "定时任务",
            ["任务类名", "cron表达式", "参数", "描述", "状态"],
            [
              ["org.jeecg.modules.quartz.job.SampleParamJob", "0 0/5 * * * ?", "p=1", fresh, "正常"],
              ["org.jeecg.modules.quartz.job.SampleJob", "not a cron", null, `${fresh}坏`, "停止"],
              ["com.example.Unknown", "0 0 12 * * ?", null, `${fresh}未知`, "停止"],
            ],
          ),
        ),
      );
      expect(imported.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
      expect((await client.sys.quartzJob.list({ description: fresh })).result.records).toEqual([
        expect.objectContaining({ parameter: "p=1", status: 0, cronExpression: "0 0/5 * * * ?" }),
      ]);
    });

    it("exports departments and imports a tree placed by org code under the tenant's departments", async () => {
      const { client, exported } = await setup();
      const name = `导出部门${hex()}`;
      await client.sys.depart.add({
        departName: name,
        orgCategory: "1",
        departOrder: 3,
        mobile: "13800000000",
      });
      const sheet = await exported("/sys/sysDepart/exportXls", { departName: name });
      expect(sheet[1]).toEqual([
        "机构/部门名称",
        "英文名",
        "缩写",
        "排序",
        "描述",
        "机构类别",
        "机构类型",
        "机构编码",
        "手机号",
        "传真",
        "地址",
        "备注",
      ]);
      expect(sheet[2]?.[0]).toBe(name);
      expect(sheet[2]?.slice(3, 4)).toEqual(["3"]);
      expect(sheet[2]?.slice(5, 7)).toEqual(["公司", "1"]);
      expect(sheet[2]?.[8]).toBe("13800000000");

      // The sheet's codes only say where a row goes: Q01A01 lands under the Q01 row imported above it, and
      // A01A77 under the tenant's own A01 (北京国炬); both get codes of their own.
      const root = `导入公司${hex()}`;
      const imported = await client.sys.depart.importExcel(
        xlsxForm(
          await xlsxOf(
            "部门列表",
            ["机构/部门名称", "排序", "机构类别", "机构编码"],
            [
              [root, 1, "公司", "Q01"],
              [`${root}研发部`, 2, "部门", "Q01A01"],
              [`${root}财务部`, 3, "部门", "A01A77"],
              [`${root}无上级`, 4, "部门", "Q98A01"],
            ],
          ),
        ),
      );
      expect(imported.result).toMatchObject({ totalCount: 4, successCount: 3, errorCount: 1 });
      const listed = (await client.sys.depart.list({ departName: `${root}*`, pageSize: 10 })).result.records;
      const byName = new Map(listed.map((depart) => [depart.departName, depart]));
      const company = byName.get(root);
      expect(company?.parentId).toBe("");
      expect(byName.get(`${root}研发部`)).toMatchObject({ parentId: company?.id, departOrder: 2 });
      expect(byName.get(`${root}研发部`)?.orgCode).toBe(`${company?.orgCode}A01`);
      expect(byName.get(`${root}财务部`)?.orgCode).toMatch(/^A01[A-Z]\d\d$/);
      expect(byName.has(`${root}无上级`)).toBe(false);
    });

    it("exports messages with the push type's text and imports them, refusing one without a receiver", async () => {
      const { client, exported } = await setup();
      const title = `导出消息${hex()}`;
      await client.sys.message.add({
        esTitle: title,
        esContent: "内容",
        esReceiver: "admin",
        esType: "system",
      });
      const sheet = await exported("/sys/message/sysMessage/exportXls", { esTitle: title });
      expect(sheet[1]?.slice(0, 7)).toEqual([
        "消息标题",
        "发送内容",
        "接收人",
        "发送所需参数",
        "推送时间",
        "推送方式",
        "推送状态",
      ]);
      expect(sheet[2]?.slice(0, 3)).toEqual([title, "内容", "admin"]);
      expect(sheet[2]?.[5]).toBe("系统消息");

      const fresh = `导入消息${hex()}`;
      const imported = await client.sys.message.importExcel(
        xlsxForm(
          await xlsxOf(
            "消息",
            ["消息标题", "发送内容", "接收人", "推送方式", "推送状态", "发送次数"],
            [
              [fresh, "导入内容", "jeecg", "邮件消息", "发送成功", 2],
              [`${fresh}无人`, "导入内容", null, "系统消息", "未发送", 0],
            ],
          ),
        ),
      );
      expect(imported.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
      expect((await client.sys.message.list({ esTitle: fresh })).result.records).toEqual([
        expect.objectContaining({ esReceiver: "jeecg", esType: "email", esSendStatus: "1", esSendNum: 2 }),
      ]);
    });

    it("refuses export and import to a user without the family's codes", async () => {
      const { app, db } = await setup();
      const listOnly = await grantedClient(app, db, [P.category.list], { tenants: [1000], tenantId: 1000 });
      const res = await rawRequest(app, "/sys/category/exportXls", {
        headers: { "X-Access-Token": listOnly.token },
      });
      expect(await res.json()).toMatchObject(NO_PERMISSION);
      const sheet = await xlsxOf("分类字典", ["类型名称", "类型编码"], [["不该导入", `Z${hex()}`]]);
      expect(await listOnly.client.sys.category.importExcel(xlsxForm(sheet))).toMatchObject(NO_PERMISSION);
    });
  },
);
