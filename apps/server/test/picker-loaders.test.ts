import { randomBytes } from "node:crypto";
import { pickerLoaders, reportLoaders } from "@kanya/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

// The load functions @kanya/ui/picker takes, as @kanya/client ships them, against the real endpoints.
describe.each(backends)("@kanya/client picker loaders on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const app = createApp({ db: await backend.db() });
    // Departments belong to a tenant: the seeded tree is tenant 1000's.
    const client = inProcessClient(app, { token: await signIn(app, "admin"), tenantId: 1000 });
    return { client, pickers: pickerLoaders(client), reports: reportLoaders(client) };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  it("users: a page with its total, the account searched by containing, newest first on request", async () => {
    const { pickers } = await setup();
    const page = await pickers.users.load({ pageNo: 1, pageSize: 2, column: "createTime", order: "desc" });
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const times = page.records.map((row) => String(row.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const found = await pickers.users.load({ pageNo: 1, pageSize: 10, username: "dmi" });
    expect(found.records.map((row) => row.username)).toContain("admin");
    expect(found.records.every((row) => String(row.username).includes("dmi"))).toBe(true);
  });

  it("users: the sex filter is exact (dictionary sex) and rows carry realname and the sex text", async () => {
    const { pickers } = await setup();
    const women = await pickers.users.load({ pageNo: 1, pageSize: 50, sex: "2" });
    expect(women.records.every((row) => String(row.sex) === "2" && row.sex_dictText === "女")).toBe(true);
  });

  it("users: chosen usernames load back (one and several)", async () => {
    const { pickers } = await setup();
    expect((await pickers.users.loadSelected(["admin"])).map((row) => [row.username, row.realname])).toEqual([
      ["admin", "管理员"],
    ]);
    const all = await pickers.users.load({ pageNo: 1, pageSize: 2 });
    const names = all.records.map((row) => String(row.username));
    expect((await pickers.users.loadSelected(names)).map((row) => row.username).sort()).toEqual(
      [...names].sort(),
    );
    expect(await pickers.users.loadSelected([])).toEqual([]);
  });

  it("user by department: the tree, and a department's members only", async () => {
    const { pickers, client } = await setup();
    const tree = await pickers.usersByDepart.loadDepartTree();
    expect(tree.length).toBeGreaterThan(0);
    const root = tree[0];
    expect(root?.title).toBe(root?.data.departName);
    const members = await client.sys.depart.getUsersByDepartId(String(root?.key));
    const page = await pickers.usersByDepart.load({ pageNo: 1, pageSize: 30, departId: root?.key });
    expect(page.records.map((row) => row.id).sort()).toEqual(
      (members.result ?? []).map((user) => user.id).sort(),
    );
  });

  it("roles: searched by name, loaded back by id", async () => {
    const { pickers } = await setup();
    const page = await pickers.roles.load({ pageNo: 1, pageSize: 10, roleName: "管理" });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((row) => String(row.roleName).includes("管理"))).toBe(true);
    const ids = page.records.map((row) => String(row.id));
    expect((await pickers.roles.loadSelected(ids)).map((row) => row.roleCode).sort()).toEqual(
      page.records.map((row) => row.roleCode).sort(),
    );
  });

  it("positions: name, code and the rank's dictionary text as rank_dictText; loaded back by code", async () => {
    const { pickers, client } = await setup();
    const code = `pick${randomBytes(4).toString("hex")}`;
    expect((await client.sys.position.add({ code, name: `主治医师${code}`, postRank: "3" })).success).toBe(
      true,
    );
    const page = await pickers.positions.load({ pageNo: 1, pageSize: 10, name: code });
    expect(page.records.map((row) => row.code)).toEqual([code]);
    for (const row of page.records) {
      expect(row).toHaveProperty("rank", row.postRank);
      expect(row).toHaveProperty("rank_dictText", row.postRank_dictText);
    }
    expect(page.records[0]?.rank_dictText).toEqual(expect.any(String));
    expect((await pickers.positions.loadSelected([code])).map((row) => row.code)).toEqual([code]);
  });

  it("department picker: the whole tree keyed by id with nested children", async () => {
    const { pickers } = await setup();
    const tree = await pickers.departs.loadTree();
    const keys: string[] = [];
    const walk = (nodes: typeof tree) => {
      for (const node of nodes) {
        keys.push(node.key);
        expect(node.key).toBe(node.data.id);
        walk(node.children ?? []);
      }
    };
    walk(tree);
    expect(new Set(keys).size).toBe(keys.length);
    expect(tree.some((node) => (node.children?.length ?? 0) > 0)).toBe(true);
  });

  it("report popup: reads the seeded report's columns and pages; an unknown report rejects with its message", async () => {
    const { reports } = await setup();
    const columns = await reports.loadColumns("user_report");
    expect(columns).toMatchObject({ cgRpConfigName: "用户列表" });
    expect(columns.columns.map((c) => c.dataIndex)).toContain("username");
    const page = await reports.loadData(columns.cgRpConfigId, { pageNo: 1, pageSize: 2 });
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    await expect(reports.loadColumns("no_such_report")).rejects.toThrow("实体不存在");
  });
});
