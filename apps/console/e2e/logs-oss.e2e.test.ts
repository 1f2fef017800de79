import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 网关路由, 对象存储, 系统日志 and 数据日志 against the real server, on one admin tab; then a user with only
// the list codes.
let h: ConsoleHarness;
let admin: KanyaClient;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  page = await signedInPage(h, "admin");
  // Seeding the in-memory database and starting Chromium on the shared 2-core box.
}, 300_000);
afterAll(async () => {
  await h?.close();
});

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole("row").filter({ hasText: text });
const queryBar = (scope: Page | Locator) => scope.getByRole("form", { name: "查询条件" });

async function deleteRow(row: Locator): Promise<void> {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: "删除" }).click();
  await page.getByRole("alertdialog", { name: "确定删除吗?" }).getByRole("button", { name: "确定" }).click();
}

/** yyyy-MM-dd in GMT+8 (the server's calendar), `days` from now. */
function gmt8Date(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Each scenario drives a whole page; on the shared box one may take more than the default minute. */
const SCENARIO_MS = 150_000;

describe("网关路由", () => {
  it(
    "refuses predicates that are not JSON, then creates, finds, edits and deletes a route",
    async () => {
      await page.goto(h.at("/isystem/gatewayroute"));
      await rowOf(page, "jeecg-system").waitFor();
      const dialog = page.getByRole("dialog", { name: "新增网关路由" });
      await page.getByRole("button", { name: "新增" }).click();
      await control(dialog, "路由ID").fill("e2e-route");
      await control(dialog, "路由名称").fill("端到端路由");
      await control(dialog, "路由URI").fill("lb://e2e-demo");
      const predicates = dialog.getByRole("textbox", { name: "路由条件" });
      await predicates.fill('[{"name": "Path", args: ["/e2e/**"]}]');
      await pastClickGuard(page);
      await dialog.getByRole("button", { name: "确定" }).click();
      await dialog.getByText(/^路由条件不是合法的JSON：/).waitFor();
      await predicates.fill('{"name": "Path"}');
      await pastClickGuard(page);
      await dialog.getByRole("button", { name: "确定" }).click();
      await dialog.getByText("路由条件必须是JSON数组").waitFor();
      expect(
        await h.db
          .selectFrom("sys_gateway_route")
          .select("id")
          .where("router_id", "=", "e2e-route")
          .execute(),
      ).toEqual([]);

      await predicates.fill('[{"name": "Path", "args": ["/e2e/**"]}]');
      await pastClickGuard(page);
      await dialog.getByRole("button", { name: "确定" }).click();
      await page.getByText("操作成功！").first().waitFor();
      await rowOf(page, "e2e-route").getByText("lb://e2e-demo").waitFor();
      const stored = await h.db
        .selectFrom("sys_gateway_route")
        .select("predicates")
        .where("router_id", "=", "e2e-route")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.predicates ?? "")).toEqual([{ name: "Path", args: ["/e2e/**"] }]);

      await queryBar(page).getByLabel("路由ID").fill("e2e");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => page.getByRole("row").count()).toBe(2);

      await rowOf(page, "e2e-route").getByRole("button", { name: "编辑" }).click();
      const edit = page.getByRole("dialog", { name: "编辑网关路由" });
      await expect
        .poll(() => edit.getByRole("textbox", { name: "路由条件" }).textContent())
        .toContain("/e2e/**");
      await control(edit, "路由名称").fill("端到端路由二");
      await pastClickGuard(page);
      await edit.getByRole("button", { name: "确定" }).click();
      await rowOf(page, "端到端路由二").waitFor();

      await deleteRow(rowOf(page, "e2e-route"));
      await page.getByText("删除路由成功").first().waitFor();
      await expect.poll(() => rowOf(page, "e2e-route").count()).toBe(0);
      expect(h.pageErrors).toEqual([]);
    },
    SCENARIO_MS,
  );
});

describe("对象存储", () => {
  // A 1×1 PNG: the server checks that a file's content is what its name says.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );

  it(
    "uploads files, finds one by name, opens it by its link, previews an image and deletes it",
    async () => {
      await page.goto(h.at("/oss/file"));
      await page.getByRole("grid", { name: "文件" }).waitFor();
      await page.getByRole("button", { name: "文件上传" }).click();
      const dialog = page.getByRole("dialog", { name: "上传文件" });
      await dialog.locator('input[type="file"]').setInputFiles([
        { name: "e2e-note.txt", mimeType: "text/plain", buffer: Buffer.from("端到端对象存储") },
        { name: "e2e-pixel.png", mimeType: "image/png", buffer: png },
      ]);
      await dialog.getByRole("link", { name: "下载 e2e-note.txt" }).waitFor();
      await dialog.getByRole("link", { name: "下载 e2e-pixel.png" }).waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // The list reloaded as the files arrived (the open dialog hid it from the accessibility tree).
      await rowOf(page, "e2e-note.txt").waitFor();
      await rowOf(page, "e2e-pixel.png").waitFor();

      await queryBar(page).getByLabel("文件名称").fill("e2e-note");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => page.getByRole("row").count()).toBe(2);
      const link = rowOf(page, "e2e-note.txt").getByRole("link");
      const href = new URL((await link.getAttribute("href")) ?? "", page.url()).href;
      expect(href).not.toMatch(/token/i);
      const served = await page.request.get(href);
      expect(served.status()).toBe(200);
      expect(await served.text()).toBe("端到端对象存储");

      await page.getByRole("button", { name: "重置" }).click();
      await rowOf(page, "e2e-pixel.png").getByRole("button", { name: "更多" }).click();
      await page.getByRole("menuitem", { name: "预览" }).click();
      const lightbox = page.getByRole("dialog", { name: "e2e-pixel.png" });
      await expect
        .poll(() =>
          lightbox
            .getByRole("img", { name: "e2e-pixel.png" })
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBe(1);
      await page.keyboard.press("Escape");

      await deleteRow(rowOf(page, "e2e-note.txt"));
      await page.getByText("删除成功!").first().waitFor();
      await expect.poll(() => rowOf(page, "e2e-note.txt").count()).toBe(0);
      expect((await page.request.get(href)).status()).toBe(404);
      expect(h.pageErrors).toEqual([]);
    },
    SCENARIO_MS,
  );
});

describe("系统日志", () => {
  it(
    "shows the admin's sign-in, an operation with its request parameters, and queries by time range",
    async () => {
      expect(
        (await admin.post("/sys/gatewayRoute/add", { routerId: "e2e-log-route", uri: "lb://e2e-log" }))
          .success,
      ).toBe(true);
      await page.goto(h.at("/isystem/log"));
      const signIns = page.getByRole("tabpanel", { name: "登录日志" });
      await rowOf(signIns, "用户名: admin,登录成功！").first().waitFor();

      await page.getByRole("tab", { name: "操作日志" }).click();
      const operations = page.getByRole("tabpanel", { name: "操作日志" });
      await queryBar(operations).getByLabel("搜索日志").fill("system:gateway:add");
      await operations.getByRole("button", { name: "查询", exact: true }).click();
      const operation = rowOf(operations, "system:gateway:add").first();
      await operation.getByRole("button", { name: "展开行" }).click();
      await operations.getByText("POST /sys/gatewayRoute/add").waitFor();
      await operations.getByText(/"routerId": "e2e-log-route"/).waitFor();

      // A day long past: nothing; today: the operation again.
      await queryBar(operations).getByLabel("创建时间开始").fill("2000-01-01");
      await queryBar(operations).getByLabel("创建时间结束").fill("2000-01-02");
      await operations.getByRole("button", { name: "查询", exact: true }).click();
      await operations.getByText("暂无数据").waitFor();
      await queryBar(operations).getByLabel("创建时间开始").fill(gmt8Date(-1));
      await queryBar(operations).getByLabel("创建时间结束").fill(gmt8Date(1));
      await operations.getByRole("button", { name: "查询", exact: true }).click();
      await rowOf(operations, "system:gateway:add").first().waitFor();
      expect(h.pageErrors).toEqual([]);
    },
    SCENARIO_MS,
  );
});

describe("数据日志", () => {
  it(
    "lists the versions of a changed row and compares two side by side",
    async () => {
      const route = await h.db
        .selectFrom("sys_gateway_route")
        .select("id")
        .where("router_id", "=", "jeecg-demo")
        .executeTakeFirstOrThrow();
      await h.db
        .updateTable("sys_gateway_route")
        .set({ name: "演示甲" })
        .where("id", "=", route.id)
        .execute();
      await h.db
        .updateTable("sys_gateway_route")
        .set({ name: "演示乙" })
        .where("id", "=", route.id)
        .execute();

      await page.goto(h.at("/sys/dataLog-list"));
      await page.getByRole("grid", { name: "数据日志" }).waitFor();
      await queryBar(page).getByLabel("数据ID").fill(route.id);
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => page.getByRole("row").count()).toBe(4);

      await page.getByRole("button", { name: "数据比较" }).click();
      await page.getByText("请选择两条数据！").waitFor();
      const versionRow = (version: string) =>
        page.getByRole("row").filter({ has: page.getByRole("gridcell", { name: version, exact: true }) });
      await versionRow("1").getByRole("checkbox").check();
      await versionRow("3").getByRole("checkbox").check();
      await page.getByRole("button", { name: "数据比较" }).click();
      const compare = page.getByRole("dialog", { name: `数据比较：sys_gateway_route / ${route.id}` });
      const nameRow = rowOf(compare, "name").filter({ hasText: "jeecg-demo" });
      await nameRow.getByText("演示乙").waitFor();
      await compare.getByRole("combobox", { name: "版本 2" }).click();
      await page.getByRole("option", { name: /^版本 2 / }).click();
      await rowOf(compare, "演示甲").waitFor();
      expect(h.pageErrors).toEqual([]);
    },
    SCENARIO_MS,
  );
});

describe("a user with the list codes only", () => {
  it(
    "sees no add, upload, edit or delete on 网关路由, 对象存储 and 系统日志",
    async () => {
      await addGrantedUser(h, admin, {
        username: "e2e_log_viewer",
        realname: "日志只读",
        menus: ["/isystem/gatewayroute", "/oss/file", "/isystem/log"],
        codes: ["system:gateway:list", "system:ossFile:list", "system:log:list"],
      });

      const viewer = await signedInPage(h, "e2e_log_viewer");
      await viewer.goto(h.at("/isystem/gatewayroute"));
      await rowOf(viewer, "jeecg-system").waitFor();
      expect(await viewer.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
      expect(await rowOf(viewer, "jeecg-system").getByRole("button", { name: "编辑" }).count()).toBe(0);
      await rowOf(viewer, "jeecg-system").getByRole("button", { name: "更多" }).click();
      await viewer.getByRole("menuitem", { name: "详情" }).waitFor();
      expect(await viewer.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
      await viewer.keyboard.press("Escape");

      await viewer.goto(h.at("/oss/file"));
      await viewer.getByRole("grid", { name: "文件" }).waitFor();
      expect(await viewer.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);

      await viewer.goto(h.at("/isystem/log"));
      const signIns = viewer.getByRole("tabpanel", { name: "登录日志" });
      await rowOf(signIns, "用户名: e2e_log_viewer,登录成功！").first().waitFor();
      expect(await viewer.getByRole("button", { name: "批量操作" }).count()).toBe(0);
      expect(await signIns.getByRole("button", { name: "更多" }).count()).toBe(0);
      await viewer.close();
      expect(h.pageErrors).toEqual([]);
    },
    SCENARIO_MS,
  );
});
