import { createDownloader, HttpError } from "@kanya/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { API_BASE, inProcessClient, signIn } from "./support/client";
import { readXlsx } from "./support/xlsx";

const uniqueName = () => `dl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe.each(backends)("the blob downloader against the server on $name", (backend) => {
  let context: Promise<{
    token: string;
    client: ReturnType<typeof inProcessClient>;
    app: ReturnType<typeof createApp>;
  }>;
  const setup = () => {
    context ??= (async () => {
      const app = createApp({ db: await backend.db() });
      const token = await signIn(app, "admin");
      return { app, token, client: inProcessClient(app, { token, tenantId: 1000 }) };
    })();
    return context;
  };
  // PGlite's first start is slow on a busy machine: the hook's time limit covers it, not the first test's.
  beforeAll(async () => {
    await setup();
  });
  const downloaderFor = async (token: string | null) => {
    const { app } = await setup();
    return createDownloader({
      baseUrl: API_BASE,
      fetch: async (input, init) => app.fetch(new Request(input, init)),
      getToken: () => token,
      getTenantId: () => 1000,
    });
  };

  it("downloads an export as a blob named by Content-Disposition, with the list's params and the selection", async () => {
    const { token, client } = await setup();
    const [a, b] = [uniqueName(), uniqueName()];
    await client.sys.user.add({ username: a, realname: "下载甲", password: "x1", sex: 1 });
    await client.sys.user.add({ username: b, realname: "下载乙", password: "x1", sex: 2 });
    const aId = (await client.sys.user.list({ username: a })).result?.records[0]?.id ?? "";
    const download = await downloaderFor(token);

    const listed = await download("/sys/user/exportXls", {
      username: `${a},${b}`,
      column: "username",
      order: "asc",
    });
    expect(listed.fileName).toMatch(/\.xlsx$/);
    expect((await readXlsx(await listed.blob.arrayBuffer())).slice(2).map((row) => row[0])).toEqual(
      [a, b].sort(),
    );

    const selected = await download("/sys/user/exportXls", { selections: aId });
    expect((await readXlsx(await selected.blob.arrayBuffer())).slice(2).map((row) => row[0])).toEqual([a]);
  });

  it("throws the server's message when the answer is a JSON envelope instead of a file", async () => {
    const { token } = await setup();
    const download = await downloaderFor(token);
    const refused = download("/sys/user/exportXls", { column: "id;drop table sys_user" });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toThrow("请注意，将要排序的列字段不存在：id;drop table sys_user");
  });

  it("throws the envelope of an HTTP error (no token) rather than saving it as a file", async () => {
    const download = await downloaderFor(null);
    await expect(download("/sys/user/exportXls")).rejects.toMatchObject({ status: 401 });
  });
});
