import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { MENU_ID } from "../src/db/seed/menus";
import { ORDER_OWN_RULE_ID } from "../src/db/seed/positions";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { MSG_OTHER_CHANNEL } from "../src/modules/business/channel-scope";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createGrantedUser, grantedClient } from "./support/granted-user";
import { readXlsx } from "./support/xlsx";

/*
 * Who sees and moves which business rows (issue 16, "Data, permissions and scale"): the roles' menus and
 * codes, department scoping by channel (biz_channel.depart_ids) on orders, customers, patients and cards,
 * and the data rules (数据规则) of 医疗订单 applied to its list.
 */

type Client = ReturnType<typeof inProcessClient>;
interface Page<T> {
  records: T[];
  total: number;
}
interface Row {
  id: string;
  channelId: string | null;
  status?: string;
}
interface MenuNode {
  meta: { title: string };
  children?: MenuNode[];
}

const ORDERS = "/business/serviceOrder";
const NO_PERMISSION = { success: false, code: 510 };
const C = PERMISSION_CODES.serviceOrder;

describe.each(backends)("business roles, channel scoping and data rules on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let admin: Client;
  let operator: Client;
  let operatorToken: string;
  let service: Client;
  let finance: Client;
  /** A channel 1 order and a channel 3 order, both 待预约. */
  let own: string;
  let other: string;

  const list = async <T = Row>(client: Client, path: string, query: Record<string, string | number> = {}) =>
    (await client.get<Page<T>>(`${path}/list`, { pageSize: 1000, ...query })).result;
  const counts = async (client: Client) =>
    Object.fromEntries(
      ((await client.get<{ status: string; coun: number }[]>(`${ORDERS}/allStatus`)).result ?? []).map(
        (r) => [r.status, Number(r.coun)],
      ),
    );
  const orderOf = async (channel: string) => {
    const row = await db
      .selectFrom("biz_service_order")
      .select("id")
      .where("channel_id", "=", channel)
      .where("status", "=", "2")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  /** A user holding `codes`, working in `orgCode`; a signed-in client. */
  const userIn = async (orgCode: string, codes: readonly string[]) => {
    const { user, client } = await grantedClient(app, db, codes, { orgCode });
    return { ...user, client };
  };

  beforeAll(async () => {
    db = await backend.db();
    app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    operatorToken = await signIn(app, "qudao01");
    operator = inProcessClient(app, { token: operatorToken });
    service = inProcessClient(app, { token: await signIn(app, "kefu01") });
    finance = inProcessClient(app, { token: await signIn(app, "caiwu01") });
    own = await orderOf("1");
    other = await orderOf("3");
  });

  it("seeds 客服 and 渠道运营 with their menus; neither reaches 系统管理", async () => {
    const titles = async (client: Client) => {
      const { menu } = (await client.sys.getUserPermissionByToken()).result as { menu: MenuNode[] };
      const business = menu.find((n) => n.meta.title === "业务管理");
      return {
        top: menu.map((n) => n.meta.title),
        business: business?.children?.map((n) => n.meta.title) ?? [],
      };
    };
    const kefu = await titles(service);
    expect(kefu.top).not.toContain("系统管理");
    expect(kefu.business).toEqual(
      expect.arrayContaining(["医疗订单", "工单管理", "客户管理", "患者管理", "会员卡管理", "视频问诊"]),
    );
    expect(kefu.business).not.toContain("渠道管理");
    const qudao = await titles(operator);
    expect(qudao.top).not.toContain("系统管理");
    expect([...qudao.business].sort()).toEqual(
      ["会员卡管理", "医疗订单", "客户管理", "患者管理", "渠道管理"].sort(),
    );
  });

  it("keeps 渠道运营 (channel 1's department) to channel 1's orders, past payment by its data rule", async () => {
    const page = await list(operator, ORDERS);
    const expected = await db
      .selectFrom("biz_service_order")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("channel_id", "=", "1")
      .where("status", "<>", "1")
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(expected.n));
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.records.map((o) => o.channelId))).toEqual(new Set(["1"]));
    expect(page.records.some((o) => o.status === "1")).toBe(false);
    // A channel asked for by the route is still only within the caller's.
    expect((await list(operator, ORDERS, { queryParamCode: "3" })).total).toBe(0);

    const mine = await counts(operator);
    expect(mine["1"]).toBeUndefined();
    expect(Object.values(mine).reduce((a, b) => a + b, 0)).toBe(page.total);

    expect((await operator.get(`${ORDERS}/queryById`, { id: own })).success).toBe(true);
    expect(await operator.get(`${ORDERS}/queryById`, { id: other })).toMatchObject({
      success: false,
      message: "未找到对应数据",
    });
  });

  it("exports only channel 1's orders for 渠道运营", async () => {
    const res = await rawRequest(app, `${ORDERS}/exportXls`, {
      headers: { "X-Access-Token": operatorToken },
    });
    const rows = await readXlsx(await res.arrayBuffer());
    const channel = rows[1]?.indexOf("渠道") ?? -1;
    const data = rows.slice(2);
    expect(data.length).toBe((await list(operator, ORDERS)).total);
    expect(new Set(data.map((r) => r[channel]))).toEqual(new Set(["安康健康"]));
  });

  it("keeps 渠道运营's customers, patients and cards to channel 1, and refuses writing another channel's", async () => {
    for (const path of ["/business/customer", "/business/patient", "/business/memberCard"]) {
      const page = await list(operator, path);
      expect(page.total, path).toBeGreaterThan(0);
      expect(new Set(page.records.map((r) => r.channelId)), path).toEqual(new Set(["1"]));
      expect((await list(admin, path)).total, path).toBeGreaterThan(page.total);
    }
    const customer = { name: "渠道测试客户", type: "1", mobile: "13912345001", isMember: "N" };
    expect(await operator.post("/business/customer/add", { ...customer, channelId: "3" })).toMatchObject({
      success: false,
      message: MSG_OTHER_CHANNEL,
    });
    expect(await operator.post("/business/customer/add", { ...customer, channelId: "1" })).toMatchObject({
      success: true,
    });
    const added = await db
      .selectFrom("biz_customer")
      .select(["id", "channel_id"])
      .where("mobile", "=", customer.mobile)
      .executeTakeFirstOrThrow();
    expect(added.channel_id).toBe("1");
    expect(
      await operator.post("/business/customer/edit", { id: added.id, ...customer, channelId: "4" }),
    ).toMatchObject({ success: false, message: MSG_OTHER_CHANNEL });
    const card = { cardNo: "KYSCOPE0001", cardType: "1", status: "0" };
    expect(await operator.post("/business/memberCard/add", { ...card, channelId: "9" })).toMatchObject({
      success: false,
      message: MSG_OTHER_CHANNEL,
    });
  });

  it("refuses moving another channel's order to a kept user holding the move, with a clear message", async () => {
    const desk = await userIn("A01A09A01", [C.list, C.book]);
    expect(await desk.client.post(`${ORDERS}/transition`, { id: other, to: "3" })).toMatchObject({
      success: false,
      message: MSG_OTHER_CHANNEL,
    });
    expect(await desk.client.get(`${ORDERS}/transitions`, { id: other })).toMatchObject({
      success: false,
      message: MSG_OTHER_CHANNEL,
    });
    expect(await desk.client.post(`${ORDERS}/transition`, { id: own, to: "3" })).toMatchObject({
      success: true,
      message: "预约成功",
    });
    // Moved back by the same edge's other direction (改约).
    expect(await desk.client.post(`${ORDERS}/transition`, { id: own, to: "2" })).toMatchObject({
      success: true,
    });
    // 渠道运营 holds no move at all.
    expect(await operator.post(`${ORDERS}/transition`, { id: own, to: "3" })).toMatchObject(NO_PERMISSION);
  });

  it("lets 客服 (客服中心, no channel's department) and 财务 see every channel; 客服 books but cannot take a payment", async () => {
    const all = await list(admin, ORDERS);
    expect((await list(service, ORDERS)).total).toBe(all.total);
    expect((await list(finance, ORDERS)).total).toBe(all.total);
    expect(new Set((await list(service, ORDERS)).records.map((o) => o.channelId)).size).toBeGreaterThan(5);
    expect(await service.post(`${ORDERS}/transition`, { id: other, to: "3" })).toMatchObject({
      success: true,
    });
    expect(await service.post(`${ORDERS}/transition`, { id: other, to: "2" })).toMatchObject({
      success: true,
    });
    const unpaid = await db
      .selectFrom("biz_service_order")
      .select("id")
      .where("status", "=", "1")
      .executeTakeFirstOrThrow();
    expect(await service.post(`${ORDERS}/transition`, { id: unpaid.id, to: "2" })).toMatchObject(
      NO_PERMISSION,
    );
  });

  it("lets whoever holds 查看全部渠道 in a channel's department see every channel", async () => {
    const lead = await userIn("A01A09A01", [C.list, PERMISSION_CODES.channel.allChannels]);
    expect((await list(lead.client, ORDERS)).total).toBe((await list(admin, ORDERS)).total);
  });

  it("applies a role's data rules on 医疗订单 to list, export and counts: own orders, system variables, disabled and unknown rules", async () => {
    const user = await createGrantedUser(db, [C.list, C.add]);
    const client = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
    const authorise = async (ruleIds: readonly string[]) => {
      await db
        .deleteFrom("sys_role_permission")
        .where("role_id", "=", user.roleId)
        .where("permission_id", "=", MENU_ID.order as string)
        .execute();
      await db
        .insertInto("sys_role_permission")
        .values({
          id: newId(),
          role_id: user.roleId,
          permission_id: MENU_ID.order as string,
          data_rule_ids: ruleIds.join(","),
        })
        .execute();
    };
    // Without rules: every order.
    const every = (await list(client, ORDERS)).total;
    expect(every).toBe((await list(admin, ORDERS)).total);

    // 只看自己创建的订单 (#{sys_user_code}): none, then the one the user adds.
    await authorise([ORDER_OWN_RULE_ID]);
    expect((await list(client, ORDERS)).total).toBe(0);
    const refs = await db
      .selectFrom("biz_patient")
      .select(["id", "customer_id"])
      .where("customer_id", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(
      await client.post(`${ORDERS}/add`, {
        channelId: "7",
        serviceType: "2",
        customerId: refs.customer_id,
        patientId: refs.id,
        amount: 50,
      }),
    ).toMatchObject({ success: true });
    const mine = await list<{ createBy: string; status: string }>(client, ORDERS);
    expect(mine.records.map((o) => o.createBy)).toEqual([user.username]);
    expect(await counts(client)).toEqual({ "1": 1 });

    // A disabled rule does nothing; a rule on a column the order lacks lets nothing through.
    const disabled = newId();
    const unknown = newId();
    await db
      .insertInto("sys_permission_data_rule")
      .values([
        {
          id: disabled,
          permission_id: MENU_ID.order as string,
          rule_name: "停用",
          rule_column: "createBy",
          rule_conditions: "=",
          rule_value: "nobody",
          status: "0",
        },
        {
          id: unknown,
          permission_id: MENU_ID.order as string,
          rule_name: "未知字段",
          rule_column: "noSuchField",
          rule_conditions: "=",
          rule_value: "1",
          status: "1",
        },
      ])
      .execute();
    await authorise([ORDER_OWN_RULE_ID, disabled]);
    expect((await list(client, ORDERS)).total).toBe(1);
    await authorise([unknown]);
    expect((await list(client, ORDERS)).total).toBe(0);

    // IN and RIGHT_LIKE on fields by their wire names, a date-time compared by #{sys_date}.
    const inRule = newId();
    const likeRule = newId();
    const dateRule = newId();
    await db
      .insertInto("sys_permission_data_rule")
      .values([
        {
          id: inRule,
          permission_id: MENU_ID.order as string,
          rule_name: "两类服务",
          rule_column: "serviceType",
          rule_conditions: "IN",
          rule_value: "1,4",
          status: "1",
        },
        {
          id: likeRule,
          permission_id: MENU_ID.order as string,
          rule_name: "FW开头",
          rule_column: "orderNo",
          rule_conditions: "RIGHT_LIKE",
          rule_value: "FW",
          status: "1",
        },
        {
          id: dateRule,
          permission_id: MENU_ID.order as string,
          rule_name: "今天以前创建",
          rule_column: "createTime",
          rule_conditions: "<",
          rule_value: "#{sys_date}",
          status: "1",
        },
      ])
      .execute();
    await authorise([inRule, likeRule, dateRule]);
    const expected = await db
      .selectFrom("biz_service_order")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("service_type", "in", ["1", "4"])
      .where(
        "create_time",
        "<",
        new Date(`${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}T00:00:00+08:00`),
      )
      .executeTakeFirstOrThrow();
    const ruled = await list<{ serviceType: string }>(client, ORDERS);
    expect(ruled.total).toBe(Number(expected.n));
    expect(ruled.total).toBeGreaterThan(0);
    expect(new Set(ruled.records.map((o) => o.serviceType))).toEqual(new Set(["1", "4"]));
  });
});
