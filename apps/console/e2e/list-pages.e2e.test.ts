import { createClient, type KanyaClient } from "@kanya/client";
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// The list page every plain registry is made of (createListPage), driven on 职务管理 against the real server:
// the main flow, and the toolbar and row actions a user without the codes never sees.
let h: ConsoleHarness;
let admin: KanyaClient;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
});
afterAll(async () => {
  await h?.close();
});

const POSITIONS = "/isystem/position";

async function openPositions(username: string): Promise<Page> {
  const page = await signedInPage(h, username, { path: POSITIONS });
  await page.getByRole("row", { name: /devleader/ }).waitFor();
  return page;
}

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Admin's client in the tenant of the seeded positions (positions are the tenant's; the page lists those). */
async function adminInPositionsTenant(): Promise<KanyaClient> {
  const { tenant_id } = await h.db
    .selectFrom("sys_position")
    .select("tenant_id")
    .where("code", "=", "devleader")
    .executeTakeFirstOrThrow();
  const login = await createClient({ baseUrl: h.at("/jeecg-boot") }).sys.login({
    username: "admin",
    password: "123456",
  });
  return createClient({
    baseUrl: h.at("/jeecg-boot"),
    getToken: () => login.result.token,
    getTenantId: () => tenant_id ?? 0,
  });
}

describe("职务管理 on createListPage", () => {
  it("creates a position, finds it by query, edits it and deletes it", async () => {
    const page = await openPositions("admin");
    const dialog = page.getByRole("dialog", { name: "新增职务" });

    await page.getByRole("button", { name: "新增" }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("职务编码不能为空").waitFor();
    await control(dialog, "职务编码").fill("e2e_pos");
    await control(dialog, "职务名称").fill("端到端职务");
    await dialog.getByRole("combobox", { name: /职级/ }).click();
    await page.getByRole("option", { name: "副高级" }).click();
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();
    await rowOf(page, "e2e_pos").getByText("副高级").waitFor();

    // The same code again: /sys/duplicate/check refuses it as it is typed, under the field, and 确定 saves
    // nothing while it stands.
    await page.getByRole("button", { name: "新增" }).click();
    await control(dialog, "职务编码").fill("e2e_pos");
    await dialog.getByText("该值不可用，系统中已存在！").waitFor();
    await control(dialog, "职务名称").fill("重复职务");
    await dialog.getByRole("combobox", { name: /职级/ }).click();
    await page.getByRole("option", { name: "员级" }).click();
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("该值不可用，系统中已存在！").waitFor();
    await expect(control(dialog, "职务编码").getAttribute("aria-invalid")).resolves.toBe("true");
    // A free code clears the message.
    await control(dialog, "职务编码").fill("e2e_pos_free");
    await expect.poll(() => dialog.getByText("该值不可用，系统中已存在！").count()).toBe(0);
    await dialog.getByRole("button", { name: "取消" }).click();
    const twins = await h.db.selectFrom("sys_position").select("id").where("name", "=", "重复职务").execute();
    expect(twins).toEqual([]);

    await page.getByRole("form", { name: "查询条件" }).getByLabel("职务名称").fill("端到端");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await rowOf(page, "e2e_pos").waitFor();

    await rowOf(page, "e2e_pos").getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑职务" });
    await expect.poll(() => control(edit, "职务名称").inputValue()).toBe("端到端职务");
    await control(edit, "职务名称").fill("端到端主管");
    await pastClickGuard(page);
    await edit.getByRole("button", { name: "确定" }).click();
    await rowOf(page, "端到端主管").waitFor();

    await rowOf(page, "e2e_pos").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "删除" }).click();
    await page
      .getByRole("alertdialog", { name: "确定删除吗?" })
      .getByRole("button", { name: "确定" })
      .click();
    await page.getByText("删除成功!").first().waitFor();
    await expect.poll(() => rowOf(page, "e2e_pos").count()).toBe(0);
    const left = await h.db.selectFrom("sys_position").select("id").where("code", "=", "e2e_pos").execute();
    expect(left).toEqual([]);

    // Batch delete with nothing chosen says so and deletes nothing.
    await page.getByRole("button", { name: "批量操作" }).click();
    await page.getByRole("menuitem", { name: "删除" }).click();
    await page.getByText("请选择一条记录！").waitFor();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("sends the advanced query's nested group and lists what it matches", async () => {
    const tag = `组${Date.now().toString(36)}`;
    // Positions are the tenant's: made in the tenant of the seeded ones, which the page lists.
    const inTenant = await adminInPositionsTenant();
    for (const code of ["a", "b", "c"]) {
      const added = await inTenant.sys.position.add({
        code: `${tag}_${code}`,
        name: `${tag}职务${code}`,
        postRank: "1",
      });
      expect(added.success).toBe(true);
    }
    const page = await openPositions("admin");
    const builder = page.getByRole("dialog", { name: "高级查询构造器" });
    const choose = async (scope: Locator, label: string, option: string) => {
      await scope.getByRole("combobox", { name: label }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    await page.getByRole("button", { name: "高级查询" }).click();
    // 职务名称 包含 <tag> AND (职务编码 = a OR 职务编码 = c)
    await choose(builder, "第 1 个条件的查询字段", "职务名称");
    await choose(builder, "第 1 个条件的匹配规则", "包含");
    await builder.getByRole("textbox", { name: "第 1 个条件的值" }).fill(tag);
    await builder.getByRole("button", { name: "添加条件组", exact: true }).click();
    const group = builder.getByRole("group", { name: "第 2 个条件组" });
    await group.getByRole("radio", { name: "OR（组内任意一个条件匹配）" }).click();
    await choose(group, "第 2.1 个条件的查询字段", "职务编码");
    await group.getByRole("textbox", { name: "第 2.1 个条件的值" }).fill(`${tag}_a`);
    await group.getByRole("button", { name: "在第 2 个条件组中添加条件", exact: true }).click();
    await choose(group, "第 2.2 个条件的查询字段", "职务编码");
    await group.getByRole("textbox", { name: "第 2.2 个条件的值" }).fill(`${tag}_c`);
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes("/sys/position/list?") && response.url().includes("superQueryParams"),
    );
    const listed = page.waitForRequest(
      (request) =>
        request.url().includes("/sys/position/list?") && request.url().includes("superQueryParams"),
    );
    await builder.getByRole("button", { name: "查询", exact: true }).click();
    const sent = new URL((await listed).url()).searchParams;
    expect(JSON.parse(decodeURIComponent(sent.get("superQueryParams") ?? "[]"))).toEqual([
      expect.objectContaining({ field: "name", rule: "like", val: tag }),
      {
        matchType: "or",
        children: [
          expect.objectContaining({ field: "code", rule: "eq", val: `${tag}_a` }),
          expect.objectContaining({ field: "code", rule: "eq", val: `${tag}_c` }),
        ],
      },
    ]);
    const page1 = (await (await answered).json()) as { result: { records: { code: string }[] } };
    expect(page1.result.records.map((record) => record.code).sort()).toEqual([`${tag}_a`, `${tag}_c`]);
    await rowOf(page, `${tag}_c`).waitFor();
    await expect.poll(() => page.getByRole("row").count()).toBe(3);
    await expect(rowOf(page, `${tag}_b`).count()).resolves.toBe(0);
    await page.close();
  });

  it("offers 职级's dictionary items in the advanced query and lists the positions of the chosen rank", async () => {
    const tag = `级${Date.now().toString(36)}`;
    const inTenant = await adminInPositionsTenant();
    for (const [code, postRank] of [
      ["senior", "4"],
      ["junior", "1"],
    ] as const) {
      const added = await inTenant.sys.position.add({ code: `${tag}_${code}`, name: `${tag}职务`, postRank });
      expect(added.success).toBe(true);
    }
    const page = await openPositions("admin");
    const builder = page.getByRole("dialog", { name: "高级查询构造器" });
    await page.getByRole("button", { name: "高级查询" }).click();
    // 职级 = 副高级 AND 职务名称 包含 <tag>: the 职级 choices are position_rank's items, loaded for the builder.
    await builder.getByRole("combobox", { name: "第 1 个条件的查询字段" }).click();
    await page.getByRole("option", { name: "职级", exact: true }).click();
    await builder.getByRole("combobox", { name: "第 1 个条件的值" }).click();
    await expect
      .poll(() => page.getByRole("option").allTextContents())
      .toEqual(["员级", "助级", "中级", "副高级", "正高级"]);
    await page.getByRole("option", { name: "副高级", exact: true }).click();
    await builder.getByRole("button", { name: "在第 1 个条件后添加" }).click();
    await builder.getByRole("combobox", { name: "第 2 个条件的查询字段" }).click();
    await page.getByRole("option", { name: "职务名称", exact: true }).click();
    await builder.getByRole("combobox", { name: "第 2 个条件的匹配规则" }).click();
    await page.getByRole("option", { name: "包含", exact: true }).click();
    await builder.getByRole("textbox", { name: "第 2 个条件的值" }).fill(tag);
    const listed = page.waitForRequest(
      (request) =>
        request.url().includes("/sys/position/list?") && request.url().includes("superQueryParams"),
    );
    await builder.getByRole("button", { name: "查询", exact: true }).click();
    const sent = new URL((await listed).url()).searchParams;
    expect(JSON.parse(decodeURIComponent(sent.get("superQueryParams") ?? "[]"))).toEqual([
      expect.objectContaining({ field: "postRank", rule: "eq", val: "4", dictCode: "position_rank" }),
      expect.objectContaining({ field: "name", rule: "like", val: tag }),
    ]);
    await rowOf(page, `${tag}_senior`).getByText("副高级").waitFor();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await expect(rowOf(page, `${tag}_junior`).count()).resolves.toBe(0);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("imports a workbook with a refused row (the partial summary links the failed rows) and exports the list", async () => {
    const tag = `导${Date.now().toString(36)}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("职务");
    sheet.addRow(["职务"]);
    sheet.addRow(["职务编码", "职务名称", "职级"]);
    sheet.addRow([`${tag}_ok`, `${tag}导入职务`, "员级"]);
    sheet.addRow(["devleader", `${tag}重复编码`, "员级"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const page = await openPositions("admin");
    await page.getByRole("button", { name: "导入", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "导入EXCEL" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "职务.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: bytes,
    });
    await dialog.getByRole("button", { name: "开始上传" }).click();
    const failed = page.getByRole("link", { name: "点击下载" });
    await failed.waitFor();
    await expect(failed.getAttribute("href")).resolves.toMatch(/\/sys\/common\/static\/import\/.+\.xlsx$/);
    await page.keyboard.press("Escape");
    await rowOf(page, `${tag}_ok`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "导出", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.readFile((await download.path()) ?? "");
    const codes: string[] = [];
    exported.worksheets[0]?.eachRow((row) => codes.push(String(row.getCell(1).value ?? "")));
    expect(codes).toContain(`${tag}_ok`);
    expect(codes).toContain("devleader");
    await page.close();
  });

  it("shows a user whose role lacks the add, edit and delete codes no 新增, 编辑 or 删除", async () => {
    // Positions are the tenant's: the viewer works in the tenant of the seeded ones.
    const { tenant_id } = await h.db
      .selectFrom("sys_position")
      .select("tenant_id")
      .where("code", "=", "devleader")
      .executeTakeFirstOrThrow();
    await addGrantedUser(h, admin, {
      username: "e2e_viewer",
      realname: "只读用户",
      menus: [POSITIONS],
      codes: ["system:position:list"],
      tenantId: tenant_id,
    });

    const page = await openPositions("e2e_viewer");
    expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
    expect(await rowOf(page, "devleader").getByRole("button", { name: "编辑" }).count()).toBe(0);
    await rowOf(page, "devleader").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "详情" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("opens every registry built on it from its seeded menu entry, with its table and toolbar", async () => {
    const page = await signedInPage(h, "admin");
    const pages: [string, string][] = [
      ["/isys/checkRule", "编码校验规则"],
      ["/isys/fillRule", "填值规则"],
      ["/isys/dataSource", "多数据源"],
      ["/modules/message/sysMessageTemplateList", "消息模板"],
    ];
    for (const [path, title] of pages) {
      await page.goto(h.at(path));
      await page.getByRole("grid", { name: title }).waitFor();
      await page.getByRole("button", { name: "新增" }).waitFor();
    }
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});
