import { createClient, type KanyaClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 性能监控's pages against the real server: each shows live figures, Redis says it is not configured, and a
// user without the monitoring right sees none of them.
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

describe("性能监控", () => {
  it("服务器信息 shows the machine, the Node version and the database", async () => {
    await page.goto(h.at("/monitor/SystemInfo"));
    await page.getByText(process.version).first().waitFor();
    await page
      .getByText(/PostgreSQL/)
      .first()
      .waitFor();
    await page.getByText("数据库大小").waitFor();
    await page.getByText("每 5 秒刷新").waitFor();
  });

  it("the runtime page shows V8's heap and a trend of the last 10 minutes", async () => {
    await page.goto(h.at("/monitor/JvmInfo"));
    await page.getByText(process.versions.v8).waitFor();
    const trend = page.getByRole("table", { name: "最近 10 分钟趋势" });
    await trend.getByRole("rowheader", { name: "已用堆" }).waitFor();
    await expect.poll(() => trend.getByRole("row").nth(1).textContent()).toMatch(/MB/);
    // The same figures as small line charts, drawn by the lazily loaded ECharts.
    await page.getByRole("img", { name: "常驻内存（RSS）" }).locator("canvas").waitFor();
  });

  it("the HTTP page counts this server's requests", async () => {
    await page.goto(h.at("/monitor/TomcatInfo"));
    const mix = page.getByText(/2xx：\d+/).first();
    await mix.waitFor();
    expect(Number((await mix.textContent())?.match(/2xx：(\d+)/)?.[1])).toBeGreaterThan(0);
  });

  it("磁盘监控 shows the data and upload folders' disks", async () => {
    await page.goto(h.at("/monitor/Disk"));
    await page.getByRole("heading", { name: "数据目录" }).waitFor();
    await page.getByRole("heading", { name: "上传目录" }).waitFor();
    await expect.poll(() => page.getByRole("progressbar").count()).toBe(2);
  });

  it("请求追踪 lists a request just made, without its query values", async () => {
    await admin.get("/sys/user/list", { username: "e2e-secret-value", pageNo: 1 });
    await page.goto(h.at("/monitor/HttpTrace"));
    await page
      .getByRole("row")
      .filter({ hasText: "/jeecg-boot/sys/user/list?username&pageNo" })
      .first()
      .waitFor();
    expect(await page.getByText("e2e-secret-value").count()).toBe(0);
  });

  it("Redis pages say Redis is not configured; the terminal refuses a write command", async () => {
    await page.goto(h.at("/monitor/redis/info"));
    await page
      .getByRole("status")
      .getByText(/未配置 Redis/)
      .waitFor();

    await page.goto(h.at("/monitor/redisTerminal"));
    await page
      .getByRole("status")
      .getByText(/未配置 Redis/)
      .waitFor();
    const command = page.getByLabel("命令");
    await command.fill("FLUSHALL");
    await command.press("Enter");
    await page.getByText(/不允许的命令：FLUSHALL/).waitFor();
    await command.fill("GET a");
    await page.getByRole("button", { name: "执行" }).click();
    await page.getByText("未配置 Redis（REDIS_URL）").waitFor();
  });

  it("a user without the monitoring right gets none of the figures", async () => {
    const api = createClient({ baseUrl: h.at("/jeecg-boot") });
    const login = await api.sys.login({ username: "jeecg", password: "123456" });
    const jeecg = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
    for (const answer of [await jeecg.sys.monitor.system(), await jeecg.sys.monitor.trace()]) {
      expect(answer.success).toBe(false);
      expect(answer.message).toContain("没有权限");
    }

    // Its menu does not list the page; opened by its address, the page shows no figure.
    const low = await signedInPage(h, "jeecg");
    await low.goto(h.at("/monitor/SystemInfo"));
    await low
      .getByText(/没有权限|404/)
      .first()
      .waitFor();
    expect(await low.getByText(process.version).count()).toBe(0);
    await low.close();
  });
});
