import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../server/src/db/seed/demo-files";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 工单, 视频问诊 and 健康报告 against the real server: a work order assigned with the user picker, taken,
// handled with a handling record appended in its form, finished; a video consultation booked, held and
// finished with its markdown summary; a health report filed with a PDF and previewed.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
  // Migrating and seeding the in-memory database takes minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await h?.close();
});

async function signedIn(username: string, path: string, grid: string): Promise<Page> {
  const page = await signedInPage(h, username, { path });
  await page.getByRole("grid", { name: grid }).getByRole("row").nth(1).waitFor();
  return page;
}

const rowOf = (on: Page | Locator, text: string) => on.getByRole("row").filter({ hasText: text });
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

async function choose(page: Page, dialog: Locator, label: string, option: string): Promise<void> {
  await dialog.getByRole("combobox", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Picks a record in a form's popup picker: searched by one field, its first row chosen, 确定. */
async function pick(
  page: Page,
  form: Locator,
  label: string,
  searchLabel: string,
  text: string,
): Promise<void> {
  await control(form, label).click();
  const picker = page.getByRole("dialog", { name: `请选择${label}` });
  await picker.getByLabel(searchLabel, { exact: true }).fill(text);
  await picker.getByLabel(searchLabel, { exact: true }).press("Enter");
  await expect.poll(() => picker.getByRole("radio").count()).toBeGreaterThan(0);
  await picker.getByRole("radio").first().click();
  await picker.getByRole("button", { name: "确定" }).click();
  await picker.waitFor({ state: "hidden" });
}

async function save(page: Page, dialog: Locator, done: string): Promise<void> {
  await pastClickGuard(page);
  await dialog.getByRole("button", { name: "确定" }).click();
  await page.getByText(done).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

/** 更多 ▾ → the move → 确定 in its dialog. */
async function moveBy(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: action }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^${action}：`) });
  await pastClickGuard(page);
  await dialog.getByRole("button", { name: "确定" }).click();
  await page.getByText(`${action}成功`).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

describe("工单, 问诊 and 健康报告", () => {
  it("takes a work order through handling: assigned, taken, a handling record appended, finished", async () => {
    const page = await signedIn("admin", "/business/workOrder", "工单");
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增工单" });
    await control(add, "工单标题").fill("端到端工单：体检报告延迟");
    await choose(page, add, "工单类型", "投诉");
    await control(add, "处理时限").fill("2099-12-31 18:00:00");
    await control(add, "问题描述").fill("客户反映体检报告超过一周未出具");
    // Assigned to customer service with the user picker.
    await control(add, "处理人").click();
    const users = page.getByRole("dialog", { name: "选择用户" });
    await users.getByLabel("用户账号").fill("kefu01");
    await users.getByLabel("用户账号").press("Enter");
    await rowOf(users, "kefu01").getByRole("checkbox", { name: "选择此行" }).click();
    await users.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => control(add, "处理人").inputValue()).toBe("赵客服");
    await save(page, add, "添加成功！");

    const row = rowOf(page, "端到端工单：体检报告延迟");
    await row.getByText("待处理").waitFor();
    await moveBy(page, row, "开始处理");
    await row.getByText("处理中").waitFor();

    // A handling record appended in the form; the saved ones are shown, not edited.
    await row.getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑工单" });
    const records = edit.getByRole("grid", { name: "新增处理记录" });
    await edit.getByRole("region", { name: "处理记录" }).getByRole("button", { name: "新增" }).click();
    // The new row's select opens as it appears (the table's editors are live); click it open otherwise.
    const action = records.getByRole("combobox", { name: "处理动作" });
    const contact = page.getByRole("option", { name: "联系客户", exact: true });
    await action.waitFor();
    await page.waitForTimeout(500);
    if (!(await contact.isVisible())) await action.click();
    await contact.click();
    await records.getByLabel("处理说明").fill("已致电医院催办，预计明日出具");
    await save(page, edit, "编辑成功!");

    await moveBy(page, row, "完成工单");
    await row.getByText("已完成").waitFor();
    const saved = await h.db
      .selectFrom("biz_work_order as w")
      .innerJoin("biz_work_order_record as r", "r.work_order_id", "w.id")
      .select(["w.status", "w.assignee", "r.handler", "r.action", "r.note"])
      .where("w.title", "=", "端到端工单：体检报告延迟")
      .execute();
    expect(saved).toEqual([
      {
        status: "2",
        assignee: "kefu01",
        handler: "admin",
        action: "2",
        note: "已致电医院催办，预计明日出具",
      },
    ]);
    await row.getByRole("button", { name: "编辑" }).click();
    const done = page.getByRole("dialog", { name: "编辑工单" });
    await done
      .getByRole("grid", { name: "已保存的处理记录" })
      .getByText("已致电医院催办，预计明日出具")
      .waitFor();
    expect(await done.getByRole("grid", { name: "新增处理记录" }).count()).toBe(0);
    await page.close();
  });

  it("filters work orders by two priorities from the 优先级 column's 筛选 menu", async () => {
    const page = await signedIn("admin", "/business/workOrder", "工单");
    const grid = page.getByRole("grid", { name: "工单" });
    const totalOf = async () => {
      const text = await page.getByText(/^\d+-\d+ 共 \d+ 条$/).textContent();
      return Number(/共 (\d+) 条/.exec(text ?? "")?.[1]);
    };
    // The pager reads 0-0 共 0 条 until the first page has loaded.
    await expect.poll(totalOf).toBeGreaterThan(0);
    const before = await totalOf();
    const header = grid.getByRole("columnheader", { name: /优先级/ });
    const column = await header.getAttribute("aria-colindex");
    await header.getByRole("button", { name: "筛选" }).click();
    const menu = page.getByRole("dialog", { name: "优先级筛选" });
    await menu.getByRole("checkbox", { name: "低" }).click();
    await menu.getByRole("checkbox", { name: "高" }).click();
    const listed = page.waitForResponse(
      (res) =>
        res.url().includes("/business/workOrder/list") && /[?&]priority=1(%2C|,)3(&|$)/.test(res.url()),
    );
    await menu.getByRole("button", { name: "确定" }).click();
    await listed;
    await header.getByRole("button", { name: "已筛选" }).waitFor();
    const priorities = grid.locator(`[role=gridcell][aria-colindex="${column}"]`);
    // Every row the list now shows is 低 or 高.
    await expect
      .poll(async () => (await priorities.allTextContents()).filter((text) => text !== "低" && text !== "高"))
      .toEqual([]);
    expect(await priorities.count()).toBeGreaterThan(0);
    await expect.poll(totalOf).toBeLessThan(before);
    expect(await totalOf()).toBeGreaterThan(0);
    await page.close();
  });

  it("books a video consultation, holds it and finishes it with a markdown summary", async () => {
    const page = await signedIn("clinic01", "/business/videoConsultation", "问诊");
    const patient = await h.db
      .selectFrom("biz_patient")
      .select(["name", "mobile"])
      .orderBy("record_no")
      .executeTakeFirstOrThrow();
    const doctor = await h.db.selectFrom("biz_doctor").select("name").orderBy("id").executeTakeFirstOrThrow();
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增问诊" });
    // The page's kind is the record's: the form does not ask for it.
    expect(await control(add, "问诊方式").count()).toBe(0);
    await pick(page, add, "患者", "手机号", patient.mobile ?? "");
    await pick(page, add, "医生", "医生姓名", doctor.name);
    await control(add, "预约时间").fill("2099-06-01 09:30:00");
    await control(add, "时长\\(分钟\\)").fill("20");
    await save(page, add, "添加成功！");

    const row = rowOf(page, "2099-06-01 09:30:00");
    await row.getByText("待接诊").waitFor();
    await moveBy(page, row, "开始问诊");
    await row.getByText("问诊中").waitFor();

    await row.getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑问诊" });
    const summary = edit.getByRole("textbox", { name: "问诊小结" });
    await summary.click();
    await page.keyboard.insertText("## 主诉\n咳嗽三天\n\n## 建议\n- 多饮水");
    await save(page, edit, "编辑成功!");
    await moveBy(page, row, "完成问诊");
    await row.getByText("已完成").waitFor();

    const saved = await h.db
      .selectFrom("biz_consultation")
      .select(["kind", "status", "summary", "patient_name"])
      .where("scheduled_time", "=", new Date("2099-06-01T01:30:00Z"))
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({
      kind: "video",
      status: "3",
      summary: "## 主诉\n咳嗽三天\n\n## 建议\n- 多饮水",
      patient_name: patient.name,
    });
    // The phone page does not list it.
    await page.goto(h.at("/business/phoneConsultation"));
    await page.getByRole("grid", { name: "问诊" }).getByRole("row").nth(1).waitFor();
    expect(await rowOf(page, "2099-06-01 09:30:00").count()).toBe(0);
    await page.close();
  });

  it("files a health report with its PDF and previews it", async () => {
    const page = await signedIn("clinic01", "/business/healthReport", "健康报告");
    const patient = await h.db
      .selectFrom("biz_patient")
      .select(["mobile"])
      .orderBy("record_no")
      .executeTakeFirstOrThrow();
    const hospital = await h.db
      .selectFrom("biz_hospital")
      .select("name")
      .orderBy("name")
      .executeTakeFirstOrThrow();
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增健康报告" });
    await pick(page, add, "患者", "手机号", patient.mobile ?? "");
    await choose(page, add, "报告类型", "体检报告");
    await pick(page, add, "医院", "医院名称", hospital.name);
    await control(add, "报告日期").fill("2026-11-20");
    await add.locator('input[type="file"]').setInputFiles({
      name: "体检报告.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(demoPdf("Health report")),
    });
    await add.getByText("体检报告.pdf").waitFor();
    await control(add, "报告结论").fill("端到端报告：血脂轻度偏高");
    await save(page, add, "添加成功！");

    const row = rowOf(page, "端到端报告：血脂轻度偏高");
    await row.getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "预览报告" }).click();
    const preview = page.getByRole("dialog").filter({ has: page.locator("iframe") });
    const viewer = preview.frameLocator("iframe").locator("#viewer");
    await expect.poll(async () => (await viewer.getAttribute("src")) ?? "").toMatch(/^blob:/);
    expect(await preview.frameLocator("iframe").locator("#status").isHidden()).toBe(true);
    await page.close();
  });
});
