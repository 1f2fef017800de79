import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../server/src/db/seed/demo-files";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 理赔管理 against the real server: clinic staff report a claim with its invoice table (合计 = the claimed
// amount) and a PDF of the papers, take it and send it to review; finance is refused an approved amount
// above the claimed one, settles and pays; the 流转记录 and the detail view (invoices, preview) show it.
// A user without the codes neither reports nor moves claims, and customer service has no claims at all.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
  // Migrating and seeding the in-memory database takes minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await h?.close();
});

const CLAIMS = "/business/claim";
const DIAGNOSIS = "端到端理赔：急性胃肠炎";
const PAPERS = /^预览 理赔材料.*\.pdf$/;

async function openClaims(page: Page): Promise<void> {
  await page.goto(h.at(CLAIMS));
  await page.getByRole("grid", { name: "理赔" }).getByRole("row").nth(1).waitFor();
}

const rowOf = (on: Page | Locator, text: string) => on.getByRole("row").filter({ hasText: text });
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

/** Picks a record in a form's popup picker: searched by one field, its only row chosen, 确定. */
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
  await expect.poll(() => picker.getByRole("radio").count()).toBe(1);
  await picker.getByRole("radio").click();
  await picker.getByRole("button", { name: "确定" }).click();
  await picker.waitFor({ state: "hidden" });
}

/** Finds the claim by its number in the query bar. */
async function findClaim(page: Page, claimNo: string): Promise<Locator> {
  await page.getByRole("form", { name: "查询条件" }).getByLabel("理赔号").fill(claimNo);
  await page.getByRole("button", { name: "查询", exact: true }).click();
  await expect.poll(() => page.getByRole("grid", { name: "理赔" }).getByRole("row").count()).toBe(2);
  return rowOf(page, claimNo);
}

/** 更多 ▾ → the move; its dialog. */
async function openMove(page: Page, row: Locator, action: string): Promise<Locator> {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: action }).click();
  return page.getByRole("dialog", { name: new RegExp(`^${action}：`) });
}

async function confirm(page: Page, dialog: Locator): Promise<void> {
  await pastClickGuard(page);
  await dialog.getByRole("button", { name: "确定" }).click();
}

async function moveBy(page: Page, row: Locator, action: string, remark?: string): Promise<void> {
  const dialog = await openMove(page, row, action);
  if (remark) await dialog.getByLabel("备注").fill(remark);
  await confirm(page, dialog);
  await page.getByText(`${action}成功`).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

describe("理赔管理", () => {
  it("reports a claim with its invoice table and papers and takes it from 已报案 to 已赔付", async () => {
    const policy = await h.db
      .selectFrom("biz_insurance_policy")
      .select(["policy_no", "start_date"])
      .where("status", "=", "1")
      .where("coverage", ">=", "50000")
      .orderBy("policy_no")
      .executeTakeFirstOrThrow();
    const hospital = await h.db
      .selectFrom("biz_hospital")
      .select("name")
      .orderBy("name")
      .executeTakeFirstOrThrow();

    const clinic = await signedInPage(h, "clinic01");
    await openClaims(clinic);
    await clinic.getByRole("button", { name: "新增" }).click();
    const add = clinic.getByRole("dialog", { name: "新增理赔" });
    await pick(clinic, add, "保单", "保单号", policy.policy_no);
    await pick(clinic, add, "就诊医院", "医院名称", hospital.name);
    await control(add, "出险日期").fill(policy.start_date);
    await control(add, "诊断").fill(DIAGNOSIS);
    await add.locator('input[type="file"]').setInputFiles({
      name: "理赔材料.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(demoPdf("Claim papers")),
    });
    // Stored under a new name (理赔材料_<time>.pdf); its 预览 appears once it is up.
    await add.getByRole("button", { name: PAPERS }).waitFor();

    // Two invoices in the editable table; its 合计 is what the claim asks for.
    const invoices = add.getByRole("region", { name: "发票" });
    const table = invoices.getByRole("grid", { name: "发票" });
    for (const [n, [no, item, amount]] of [
      ["FP20261120001", "门诊诊查费", "120.5"],
      ["FP20261120002", "西药费", "80.25"],
    ].entries()) {
      await invoices.getByRole("button", { name: "新增" }).click();
      await table
        .getByLabel("发票号")
        .nth(n)
        .fill(no ?? "");
      await table.getByLabel("日期").nth(n).fill(policy.start_date);
      await table.getByLabel("日期").nth(n).press("Enter");
      await table
        .getByLabel("项目")
        .nth(n)
        .fill(item ?? "");
      await table
        .getByLabel("金额")
        .nth(n)
        .fill(amount ?? "");
    }
    await table.getByRole("row").filter({ hasText: "合计" }).getByText("200.75").waitFor();
    await confirm(clinic, add);
    await clinic.getByText("添加成功！").first().waitFor();
    await add.waitFor({ state: "hidden" });

    const { claim_no: claimNo } = await h.db
      .selectFrom("biz_claim")
      .select("claim_no")
      .where("diagnosis", "=", DIAGNOSIS)
      .executeTakeFirstOrThrow();
    let row = await findClaim(clinic, claimNo);
    await row.getByText("已报案").waitFor();
    await row.getByText("200.75").waitFor();
    await moveBy(clinic, row, "受理报案", "材料齐全");
    await row.getByText("材料审核").waitFor();
    await moveBy(clinic, row, "提交审核");
    await row.getByText("审核中").waitFor();
    await clinic.close();

    // Finance: the approved amount cannot exceed the claimed one (the input keeps it to 200.75).
    const finance = await signedInPage(h, "caiwu01");
    await openClaims(finance);
    row = await findClaim(finance, claimNo);
    const settle = await openMove(finance, row, "核定结案");
    const approved = settle.getByLabel("核定金额");
    await approved.fill("300");
    await approved.press("Tab");
    await expect.poll(() => approved.inputValue()).toBe("200.75");
    await approved.fill("180");
    await settle.getByLabel("备注").fill("免赔额 20.75 元");
    await confirm(finance, settle);
    await finance.getByText("核定结案成功").first().waitFor();
    await row.getByText("已结案").waitFor();
    await moveBy(finance, row, "确认赔付");
    await row.getByText("已赔付").waitFor();

    await row.getByRole("button", { name: "更多" }).click();
    await finance.getByRole("menuitem", { name: "流转记录" }).click();
    const history = finance.getByRole("dialog", { name: `理赔 ${claimNo} 的流转记录` });
    const moves = history.getByRole("grid", { name: "流转记录" });
    await expect.poll(() => moves.getByRole("row").count()).toBe(5);
    await moves
      .getByRole("row")
      .filter({ hasText: "审核中 → 已结案" })
      .getByText("免赔额 20.75 元")
      .waitFor();
    await finance.keyboard.press("Escape");
    await history.waitFor({ state: "hidden" });

    // 详情: the whole claim, its invoices with their 合计 and the papers' preview.
    await row.getByRole("button", { name: "更多" }).click();
    await finance.getByRole("menuitem", { name: "详情" }).click();
    const detail = finance.getByRole("dialog", { name: `理赔详情 ${claimNo}` });
    await detail.getByText("180.00").waitFor();
    await expect.poll(() => detail.getByRole("grid", { name: "发票" }).getByRole("row").count()).toBe(3);
    await detail.getByText("合计 200.75").waitFor();
    await detail.getByRole("button", { name: PAPERS }).click();
    const preview = finance.getByRole("dialog").filter({ has: finance.locator("iframe") });
    const viewer = preview.frameLocator("iframe").locator("#viewer");
    await expect.poll(async () => (await viewer.getAttribute("src")) ?? "").toMatch(/^blob:/);
    await finance.keyboard.press("Escape");
    await preview.waitFor({ state: "hidden" });
    // 导出PDF: the detail as searchable text on A4 pages, made by the server.
    const [pdf] = await Promise.all([
      finance.waitForEvent("download"),
      detail.getByRole("button", { name: "导出PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`理赔详情 ${claimNo}.pdf`);
    const bytes = readFileSync(await pdf.path()).toString("latin1");
    expect(bytes.startsWith("%PDF-")).toBe(true);
    expect(bytes).toContain("/MediaBox [0 0 595.28 841.89]");

    const saved = await h.db
      .selectFrom("biz_claim")
      .select(["id", "status", "claimed_amount", "approved_amount"])
      .where("claim_no", "=", claimNo)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ status: "6" });
    expect([Number(saved.claimed_amount), Number(saved.approved_amount)]).toEqual([200.75, 180]);
    const lines = await h.db
      .selectFrom("biz_claim_invoice")
      .select(["invoice_no", "amount"])
      .where("claim_id", "=", saved.id)
      .orderBy("sort_no")
      .execute();
    expect(lines.map((line) => [line.invoice_no, Number(line.amount)])).toEqual([
      ["FP20261120001", 120.5],
      ["FP20261120002", 80.25],
    ]);
    await finance.close();
    expect(h.pageErrors).toEqual([]);
  }, 300_000);

  it("keeps users without the codes from reporting or moving claims", async () => {
    // Finance reads claims but neither reports nor takes them.
    const finance = await signedInPage(h, "caiwu01");
    await openClaims(finance);
    expect(await finance.getByRole("button", { name: "新增" }).count()).toBe(0);
    await finance.getByRole("tab", { name: /^已报案/ }).click();
    const row = finance.getByRole("grid", { name: "理赔" }).getByRole("row").nth(1);
    await row.getByText("已报案").waitFor();
    expect(await row.getByRole("button", { name: "编辑" }).count()).toBe(0);
    await row.getByRole("button", { name: "更多" }).click();
    await finance.getByRole("menuitem", { name: "流转记录" }).waitFor();
    expect(await finance.getByRole("menuitem", { name: "受理报案" }).count()).toBe(0);
    await finance.keyboard.press("Escape");
    await finance.close();

    // Customer service has no claims: no menu entry, and the page is not theirs.
    const service = await signedInPage(h, "kefu01");
    const menu = service.getByRole("navigation", { name: "主菜单" });
    await menu.getByRole("button", { name: "业务管理" }).click();
    await menu.getByRole("link", { name: "医疗订单" }).waitFor();
    expect(await menu.getByRole("link", { name: "理赔管理" }).count()).toBe(0);
    await service.goto(h.at(CLAIMS));
    await service.getByText("抱歉，您访问的页面不存在").waitFor();
    expect(await service.getByRole("grid", { name: "理赔" }).count()).toBe(0);
    await service.close();
  });
});
