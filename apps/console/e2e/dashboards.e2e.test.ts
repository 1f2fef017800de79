import { createClient, type KanyaClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 首页, 工作台 and 报表设计 against the real server's seeded records.
let h: ConsoleHarness;
let admin: KanyaClient;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  page = await signedInPage(h, "admin");
});
afterAll(async () => {
  await h?.close();
});

const figure = (label: string) => page.getByRole("region", { name: label }).locator("p").first();
const count = (n: number) => n.toLocaleString("zh-CN");
/** The first load brings the chart library in its own chunk. */
const SLOW = { timeout: 30_000 };

describe("dashboards", () => {
  it("首页 shows the seeded figures of the last 7 and 30 days, drawn as charts with their tables", async () => {
    const week = (await admin.dashboard.analysis({ days: 7 })).result;
    const month = (await admin.dashboard.analysis({ days: 30 })).result;
    expect(week.totals.orders).toBeGreaterThan(0);
    await page.goto(h.at("/dashboard/analysis"));
    await expect.poll(() => figure("订单量").innerText(), SLOW).toBe(count(week.totals.orders));
    await expect.poll(() => figure("下单客户").innerText()).toBe(count(week.totals.customers));
    await page.getByRole("img", { name: "订单趋势" }).locator("canvas").waitFor();
    // The numbers behind the chart: one row per day, the last day's count as the server has it.
    const table = page.getByRole("table", { name: "订单趋势" });
    const last = week.byDay.at(-1);
    expect(await table.getByRole("row").count()).toBe(week.byDay.length + 1);
    await expect
      .poll(() => table.getByRole("row").last().innerText())
      .toMatch(new RegExp(`${last?.day.slice(5)}\\s+${last?.orders}`));
    await expect
      .poll(() => page.getByRole("table", { name: "医生订单排行" }).getByRole("row").count())
      .toBe(week.topDoctors.length + 1);

    await page.getByRole("radio", { name: "近30天" }).click();
    await expect.poll(() => figure("订单量").innerText(), SLOW).toBe(count(month.totals.orders));
    await expect
      .poll(() => page.getByTestId("dashboard-range").innerText())
      .toBe(`${month.start} 至 ${month.end}`);
    expect(await table.getByRole("row").count()).toBe(31);
    expect(h.pageErrors).toEqual([]);
  });

  it("工作台 lists my to-dos with their counts", async () => {
    const todos = (await admin.dashboard.workplace()).result;
    await page.goto(h.at("/dashboard/workplace"));
    await page.getByRole("heading", { name: "我的待办" }).waitFor();
    await expect.poll(() => figure("未读通知").innerText(), SLOW).toBe(String(todos.announcements.total));
    await expect.poll(() => figure("待处理工单").innerText()).toBe(String(todos.workOrders.total));
    const first = todos.announcements.records[0];
    if (first?.titile) await page.getByRole("table", { name: "未读通知" }).getByText(first.titile).waitFor();
    else await page.getByText("暂无待办").first().waitFor();
  });

  it("报表设计 creates a report from its SQL with a live preview, then opens it at /online/cgreport/{code}", async () => {
    const code = `e2e_${Date.now()}`;
    await page.goto(h.at("/online/cgreport"));
    await page.getByRole("button", { name: "新建报表" }).click();
    await page.getByLabel("报表名称").fill("端到端报表");
    await page.getByLabel("报表编码").fill(code);
    await page.getByLabel("报表SQL").fill("select username, realname from sys_user order by username");
    await page.getByRole("button", { name: "从SQL解析字段" }).click();
    const preview = page.getByRole("grid", { name: "预览（前10条）" });
    await preview.getByText("admin", { exact: true }).waitFor();
    // The columns come from the preview's first row: one editable row per selected column.
    const fields = page.getByRole("grid", { name: "报表字段" }).getByRole("textbox");
    await expect
      .poll(
        () => fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        SLOW,
      )
      .toEqual(expect.arrayContaining(["username", "realname"]));
    await pastClickGuard(page);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByRole("row").filter({ hasText: code }).waitFor();

    const saved = (await admin.online.report.list({ code })).result.records;
    expect(saved.map((r) => r.name)).toEqual(["端到端报表"]);
    await page.getByRole("row").filter({ hasText: code }).getByRole("button", { name: "打开报表" }).click();
    await page.waitForURL((url) => url.pathname === `/online/cgreport/${code}`);
    await page.getByRole("columnheader", { name: "realname" }).waitFor();
    await page.getByRole("row").filter({ hasText: "admin" }).first().waitFor();
  });
});
