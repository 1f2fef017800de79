import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinJobs, createScheduler, type Scheduler } from "../../server/src/modules/scheduler";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 定时任务 against the real server, with the server's scheduler polling the same database: a job made in
// the console runs every second once started, its fires show in the 运行日志 drawer, and it stops.
let h: ConsoleHarness;
let admin: KanyaClient;
let scheduler: Scheduler;
beforeAll(async () => {
  h = await startHarness();
  scheduler = createScheduler({
    db: h.db,
    jobs: builtinJobs({}),
    log: () => {},
    instanceId: "e2e-instance",
    timeZone: "Asia/Shanghai",
    tickMs: 100,
  });
  scheduler.start();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  // Room for a loaded machine: the server's PGlite and the browser start here.
}, 300_000);
afterAll(async () => {
  await scheduler?.stop();
  await h?.close();
});

const JOBS = "/isystem/QuartzJobList";
const DESCRIPTION = "端到端每秒任务";

async function openJobs(username: string): Promise<Page> {
  const page = await signedInPage(h, username, { path: JOBS });
  await page.getByRole("row", { name: /测试用/ }).waitFor();
  return page;
}

const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function rowAction(page: Page, row: string, action: string, confirm?: string) {
  await rowOf(page, row).getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: action }).click();
  if (confirm) {
    await page.getByRole("alertdialog", { name: confirm }).getByRole("button", { name: "确定" }).click();
  }
}

describe("定时任务", () => {
  // Long: it waits for the scheduler's fires; about 70 s on a loaded two-core machine.
  it("creates an every-second job, starts it, sees its runs in the run log, runs it now, stops and deletes it", {
    timeout: 240_000,
  }, async () => {
    const page = await openJobs("admin");
    const dialog = page.getByRole("dialog", { name: "新增定时任务" });
    await page.getByRole("button", { name: "新增" }).click();
    await dialog.getByRole("combobox", { name: /任务类名/ }).click();
    await page.getByRole("option", { name: "带参数的示例任务" }).click();
    // The cron is typed here, or built in the cron dialog its button opens.
    await dialog.getByRole("button", { name: "设置Cron表达式" }).waitFor();
    await control(dialog, "Cron表达式").fill("*/1 * * * * ? *");
    await control(dialog, "参数").fill("e2e");
    await control(dialog, "描述").fill(DESCRIPTION);
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("创建定时任务成功").first().waitFor();
    await rowOf(page, DESCRIPTION).getByText("停止").waitFor();

    // Found by its description.
    await page.getByRole("form", { name: "查询条件" }).getByLabel("描述").fill("端到端");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);

    await rowAction(page, DESCRIPTION, "启动", "确定启动吗?");
    await page.getByText("启动定时任务成功").first().waitFor();
    await rowOf(page, DESCRIPTION).getByText("正常").waitFor();

    await rowAction(page, DESCRIPTION, "运行日志");
    const drawer = page.getByRole("dialog", { name: `运行日志：${DESCRIPTION}` });
    await drawer.waitFor();
    // The scheduler fires it each second; the drawer shows a run once one has ended.
    await expect
      .poll(
        async () => {
          await drawer.getByRole("button", { name: "刷新" }).click();
          return drawer.getByRole("row").filter({ hasText: "成功" }).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const run = drawer.getByRole("row").filter({ hasText: "成功" }).first();
    await run.getByText("定时", { exact: true }).waitFor();
    await run.getByText("e2e-instance").waitFor();
    await run.getByText("带参数定时任务执行，参数：e2e").waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    await rowAction(page, DESCRIPTION, "停止", "确定停止吗?");
    await page.getByText("停止定时任务成功").first().waitFor();
    await rowOf(page, DESCRIPTION).getByText("停止").waitFor();
    const job = await h.db
      .selectFrom("quartz_job")
      .select(["id", "status", "cron_expression", "job_class_name"])
      .where("description", "=", DESCRIPTION)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: -1,
      cron_expression: "*/1 * * * * ? *",
      job_class_name: "org.jeecg.modules.quartz.job.SampleParamJob",
    });

    // Stopped, it still runs once on request.
    await rowAction(page, DESCRIPTION, "立即执行", "确定立即执行吗?");
    await page.getByText("执行成功!").first().waitFor();
    await expect
      .poll(async () => {
        const log = await admin.sys.quartzJob.runLog(job.id);
        return log.result.records.find((f) => f.fireKind === "manual")?.outcome;
      })
      .toBe("ok");
    await rowAction(page, DESCRIPTION, "运行日志");
    await drawer.getByRole("row").filter({ hasText: "手动" }).getByText("成功").waitFor();
    await page.keyboard.press("Escape");

    // Edited: the cron changes, the job keeps its class.
    await rowOf(page, DESCRIPTION).getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑定时任务" });
    await expect.poll(() => control(edit, "Cron表达式").inputValue()).toBe("*/1 * * * * ? *");
    await control(edit, "Cron表达式").fill("0 0 12 * * ? *");
    await pastClickGuard(page);
    await edit.getByRole("button", { name: "确定" }).click();
    await page.getByText("更新定时任务成功!").first().waitFor();
    await rowOf(page, DESCRIPTION).getByText("0 0 12 * * ? *").waitFor();

    // Edited in the cron dialog its button opens: the dialog reads the saved expression, the minute tab's
    // "every 5 from 3" (spec §9's default step and start) replaces the minute, and 确定 fills the field.
    await rowOf(page, DESCRIPTION).getByRole("button", { name: "编辑" }).click();
    await expect.poll(() => control(edit, "Cron表达式").inputValue()).toBe("0 0 12 * * ? *");
    await edit.getByRole("button", { name: "设置Cron表达式" }).click();
    const cron = page.getByRole("dialog", { name: "Cron表达式" });
    const built = cron.getByTestId("cron-expression");
    await expect.poll(() => built.textContent()).toBe("0 0 12 * * ? *");
    await cron.getByRole("tab", { name: "分" }).click();
    await cron.getByRole("radio", { name: /每隔 .*分钟执行/ }).click();
    await expect.poll(() => built.textContent()).toBe("0 3/5 12 * * ? *");
    await cron.getByRole("button", { name: "确定" }).click();
    await cron.waitFor({ state: "hidden" });
    await expect.poll(() => control(edit, "Cron表达式").inputValue()).toBe("0 3/5 12 * * ? *");
    await pastClickGuard(page);
    await edit.getByRole("button", { name: "确定" }).click();
    await page.getByText("更新定时任务成功!").first().waitFor();
    await rowOf(page, DESCRIPTION).getByText("0 3/5 12 * * ? *").waitFor();
    const rebuilt = await h.db
      .selectFrom("quartz_job")
      .select("cron_expression")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(rebuilt.cron_expression).toBe("0 3/5 12 * * ? *");

    await rowAction(page, DESCRIPTION, "删除", "确定删除吗?");
    await page.getByText("删除成功!").first().waitFor();
    await expect.poll(() => rowOf(page, DESCRIPTION).count()).toBe(0);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("shows a user with only the list code no 新增, 编辑, 启动 or 立即执行, yet the run log", async () => {
    await addGrantedUser(h, admin, {
      username: "e2e_job_viewer",
      realname: "任务查看",
      menus: [JOBS],
      codes: ["system:quartzJob:list"],
    });

    const page = await openJobs("e2e_job_viewer");
    expect(await page.getByRole("toolbar").getByRole("button", { name: "新增" }).count()).toBe(0);
    expect(await rowOf(page, "测试用").getByRole("button", { name: "编辑" }).count()).toBe(0);
    await rowOf(page, "测试用").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "运行日志" }).waitFor();
    for (const hidden of ["启动", "停止", "立即执行", "删除"]) {
      expect(await page.getByRole("menuitem", { name: hidden }).count()).toBe(0);
    }
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});
