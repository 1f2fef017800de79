import { createClient, type KanyaClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 在线报表 against the real server: the seeded 用户列表 report the menu names by its id.
let h: ConsoleHarness;
let admin: KanyaClient;
let page: Page;
let reportPath: string;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  const columns = await admin.get<{ cgRpConfigId: string }>("/online/cgreport/api/getRpColumns/user_report");
  reportPath = `/online/cgreport/${columns.result.cgRpConfigId}`;
  page = await signedInPage(h, "admin");
});
afterAll(async () => {
  await h?.close();
});

const rowOf = (text: string) => page.getByRole("row").filter({ hasText: text });

describe("在线报表", () => {
  it("opens the report with its columns and dictionary texts, queries it and sorts it on the server", async () => {
    await page.goto(h.at(reportPath));
    await page.getByRole("columnheader", { name: "用户姓名" }).waitFor();
    await rowOf("管理员")
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        throw new Error(`${error}\n${await page.locator("main").innerText()}`);
      });
    expect(await rowOf("管理员").innerText()).toMatch(/\b男\b|\s男\s/);
    await rowOf("陈医生").waitFor();

    await page.getByLabel("用户姓名").fill("陈");
    await page.getByRole("button", { name: "查询" }).click();
    await rowOf("管理员").waitFor({ state: "detached" });
    await rowOf("陈医生").waitFor();
    expect(await page.getByRole("row").count()).toBe(2);

    await page.getByRole("button", { name: "重置" }).click();
    await rowOf("管理员").waitFor();
    const accounts = async () =>
      (await page.getByRole("row").allInnerTexts()).slice(1).map((row) => row.trim().split(/\s+/)[0] ?? "");
    const sortedBy = async (order: "asc" | "desc") => {
      const id = reportPath.split("/").at(-1) ?? "";
      const data = await admin.get<{ records: { username: string }[] }>(
        `/online/cgreport/api/getData/${id}`,
        {
          column: "username",
          order,
        },
      );
      return data.result.records.map((r) => r.username);
    };
    const [asc, desc] = [await sortedBy("asc"), await sortedBy("desc")];
    expect(asc).not.toEqual(desc);
    await page.getByRole("columnheader", { name: "账号" }).getByRole("button").first().click();
    await expect
      .poll(async () => {
        const shown = (await accounts()).join();
        return shown === asc.join() ? "asc" : shown === desc.join() ? "desc" : shown;
      })
      .toMatch(/^(asc|desc)$/);
    const first = (await accounts()).join() === asc.join() ? "asc" : "desc";
    await page.getByRole("columnheader", { name: "账号" }).getByRole("button").first().click();
    await expect.poll(async () => (await accounts()).join()).toBe((first === "asc" ? desc : asc).join());
  });

  it("exports the report as a spreadsheet", async () => {
    await page.goto(h.at(reportPath));
    await rowOf("管理员").waitFor();
    await pastClickGuard(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/online/cgreport/api/exportXls?")),
      page.getByRole("button", { name: "导出" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    expect(decodeURIComponent(response.headers()["content-disposition"] ?? "")).toContain("用户列表.xlsx");
  });

  it("refuses the report definitions to a user without the admin codes", async () => {
    const api = createClient({ baseUrl: h.at("/jeecg-boot") });
    const login = await api.sys.login({ username: "jeecg", password: "123456" });
    const low = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
    expect(await low.get("/online/cgreport/head/list")).toMatchObject({ success: false });
    expect(await admin.get("/online/cgreport/head/list")).toMatchObject({ success: true });
  });
});
