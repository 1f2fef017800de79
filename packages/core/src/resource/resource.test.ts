import { describe, expect, expectTypeOf, it } from "vitest";
import {
  countFields,
  defineResource,
  exportColumns,
  field,
  formDefaults,
  listColumns,
  listQueryFields,
  listQueryParams,
  parseResourceBody,
  type ResourceRecord,
  resourceCodes,
  resourceToolbar,
  type TableOfResource,
  uniqueFields,
} from "./index.js";

const order = defineResource({
  name: "healthOrder",
  title: "服务订单",
  api: "/health/order",
  permission: "health:order",
  fields: {
    orderNo: field.text({ label: "订单号", required: true, max: 20, unique: true, query: "like" }),
    status: field.dict("health_order_status", { label: "状态", query: "eq", counts: true }),
    channel: field.multiDict("channel", { label: "渠道", query: "in" }),
    quantity: field.number({ label: "数量", integer: true, min: 1, max: 99 }),
    amount: field.money({ label: "金额", statistics: "sum", excel: { header: "订单金额", width: 12 } }),
    paid: field.switch({ label: "已付", form: { default: "N" } }),
    serviceDate: field.date({ label: "服务日期", query: "range" }),
    phone: field.text({ label: "手机", rule: "mobile", list: { width: 120 } }),
    secret: field.password({ label: "口令" }),
    createTime: field.datetime({ label: "下单时间", form: false, query: "range" }),
  },
});

const add = (body: unknown) => parseResourceBody(order, "add", body);
const edit = (body: unknown) => parseResourceBody(order, "edit", body);

describe("a resource's record type", () => {
  it("is inferred from its fields: required ones are never null", () => {
    type Order = ResourceRecord<typeof order>;
    expectTypeOf<Order["orderNo"]>().toEqualTypeOf<string>();
    expectTypeOf<Order["quantity"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Order["paid"]>().toEqualTypeOf<"Y" | "N" | null>();
    expectTypeOf<Order["id"]>().toEqualTypeOf<string>();
  });
});

describe("a resource's table", () => {
  it("is named by the `table` option, typed as the literal declared", () => {
    const position = defineResource({
      name: "position",
      title: "职务",
      api: "/sys/position",
      permission: "system:position",
      table: "sys_position",
      fields: { code: field.text({ label: "职务编码", unique: true }) },
    });
    expect(position.table).toBe("sys_position");
    expectTypeOf<TableOfResource<typeof position>>().toEqualTypeOf<"sys_position">();
  });

  it("is absent for a resource that names none", () => {
    expect(order.table).toBeUndefined();
    expectTypeOf<TableOfResource<typeof order>>().toEqualTypeOf<never>();
  });
});

describe("the add and edit schema", () => {
  it("trims text, reads numeric text as numbers, and keeps only the fields sent", () => {
    expect(add({ orderNo: " A1 ", quantity: "3", amount: 12.5, paid: "Y", other: "x" })).toEqual({
      ok: true,
      value: { orderNo: "A1", quantity: 3, amount: 12.5, paid: "Y" },
    });
  });

  it("refuses an add without a required field, naming its label", () => {
    expect(add({ quantity: 1 })).toEqual({ ok: false, message: "订单号不能为空" });
    expect(add({ orderNo: "  " })).toEqual({ ok: false, message: "订单号不能为空" });
  });

  it("says an API's own message for any missing required field, when it has one", () => {
    const requiredMessage = "订单号、数量都不能为空";
    expect(parseResourceBody(order, "add", {}, { requiredMessage })).toEqual({
      ok: false,
      message: requiredMessage,
    });
  });

  it("says an API's own message for any malformed value, by the field's label, when it has one", () => {
    const invalidMessage = (label: string) => `${label}格式不正确`;
    expect(
      parseResourceBody(order, "add", { orderNo: "A", serviceDate: "2024-02-30" }, { invalidMessage }),
    ).toEqual({
      ok: false,
      message: "服务日期格式不正确",
    });
  });

  it("lets an edit leave a required field out, but not empty it", () => {
    expect(edit({ id: "7", quantity: 2 })).toEqual({ ok: true, value: { id: "7", quantity: 2 } });
    expect(edit({ id: "7", orderNo: null })).toEqual({ ok: false, message: "订单号不能为空" });
  });

  it("refuses an edit without a plain id", () => {
    expect(edit({ quantity: 2 })).toEqual({ ok: false, message: "参数id不能为空" });
    expect(edit({ id: "a b" })).toEqual({ ok: false, message: "参数id不正确" });
  });

  it.each([
    [{ orderNo: { $gt: "" } }, "字段orderNo必须是文本"],
    [{ orderNo: true }, "字段orderNo必须是文本"],
    [{ orderNo: "x".repeat(21) }, "字段orderNo不能超过20个字符"],
    [{ orderNo: "A", quantity: 1.5 }, "字段quantity必须是整数"],
    [{ orderNo: "A", quantity: 100 }, "字段quantity的值不正确：100"],
    [{ orderNo: "A", amount: "1.234" }, "字段amount最多两位小数"],
    [{ orderNo: "A", amount: [1] }, "字段amount必须是数字"],
    [{ orderNo: "A", paid: "yes" }, "字段paid的值不正确：yes"],
    [{ orderNo: "A", serviceDate: "2024-02-30" }, "字段serviceDate必须是日期(yyyy-MM-dd)"],
    [{ orderNo: "A", phone: "12345" }, "请输入正确手机号"],
  ])("refuses %j with %s", (body, message) => {
    expect(add(body)).toEqual({ ok: false, message });
  });

  it("never reads a read-only field (form: false)", () => {
    expect(add({ orderNo: "A", createTime: "2020-01-01 00:00:00" })).toEqual({
      ok: true,
      value: { orderNo: "A" },
    });
  });

  it("keeps a password as typed", () => {
    expect(add({ orderNo: "A", secret: " p w " })).toMatchObject({ value: { secret: " p w " } });
  });

  it("takes only a field's fixed values (oneOf), refusing others with its message", () => {
    const message = "职级不正确，应为 1（员级）到 5（正高级）";
    const ranked = defineResource({
      name: "ranked",
      title: "职务",
      api: "/sys/ranked",
      permission: "system:ranked",
      fields: {
        rank: field.dict("position_rank", { label: "职级", oneOf: { values: ["1", "2"], message } }),
      },
    });
    expect(parseResourceBody(ranked, "add", { rank: 2 })).toEqual({ ok: true, value: { rank: "2" } });
    expect(parseResourceBody(ranked, "add", { rank: "9" })).toEqual({ ok: false, message });
    expect(parseResourceBody(ranked, "add", { rank: "" })).toEqual({ ok: true, value: { rank: null } });
  });
});

describe("permission codes", () => {
  it("are the prefix with spec §6's suffixes, JeecgBoot's list and batch delete", () => {
    expect(resourceCodes(order)).toEqual({
      list: "health:order:list",
      add: "health:order:add",
      edit: "health:order:edit",
      delete: "health:order:delete",
      deleteBatch: "health:order:deleteBatch",
      import: "health:order:import",
      export: "health:order:export",
    });
  });

  it("keep a resource's own spelling of a code", () => {
    const renamed = defineResource({ ...order, codes: { import: "health:order:importExcel" } });
    expect(resourceCodes(renamed).import).toBe("health:order:importExcel");
  });

  it("hide the toolbar buttons the system declares under the prefix and the user lacks", () => {
    const declared = (action: string) => ({ action, type: "1", status: "1" });
    const source = {
      auth: [declared("health:order:add")],
      allAuth: [declared("health:order:add"), declared("health:order:batch_delete")],
    };
    expect(resourceToolbar(order, ["add", "remove", "export"], source)).toEqual(["add", "export"]);
  });
});

describe("list query fields", () => {
  it("are the fields with a query mode, with the parameters each mode sends", () => {
    expect(listQueryFields(order).map((f) => [f.name, f.mode, f.params])).toEqual([
      ["orderNo", "like", ["orderNo"]],
      ["status", "eq", ["status"]],
      ["channel", "in", ["channel_MultiString"]],
      ["serviceDate", "range", ["serviceDate_begin", "serviceDate_end"]],
      ["createTime", "range", ["createTime_begin", "createTime_end"]],
    ]);
  });

  it("turn query form values into the request's parameters", () => {
    expect(
      listQueryParams(order, {
        orderNo: " A1 ",
        status: "2",
        channel: ["1", "3"],
        serviceDate: ["2024-01-01", "2024-01-31"],
        quantity: 3,
      }),
    ).toEqual({
      orderNo: "*A1*",
      status: "2",
      channel_MultiString: "1,3",
      serviceDate_begin: "2024-01-01",
      serviceDate_end: "2024-01-31",
    });
  });

  it("send nothing for empty values", () => {
    expect(listQueryParams(order, { orderNo: "", channel: [], serviceDate: [null, ""] })).toEqual({});
  });
});

describe("columns", () => {
  it("list dictionary fields by their text, with hints and statistics, never the password", () => {
    const columns = listColumns(order);
    expect(columns.find((c) => c.field === "status")?.dataIndex).toBe("status_dictText");
    expect(columns.find((c) => c.field === "phone")).toMatchObject({ dataIndex: "phone", width: 120 });
    expect(columns.find((c) => c.field === "amount")?.statistics).toBe("sum");
    expect(columns.some((c) => c.field === "secret")).toBe(false);
  });

  it("give a dictionary column asking for a filter its dictionary's code, and no other column one", () => {
    const filtered = defineResource({
      name: "filtered",
      title: "筛选",
      api: "/x/filtered",
      permission: "x:filtered",
      fields: {
        level: field.dict("level_code", { label: "级别", list: { filter: true } }),
        kind: field.dict("kind_code", { label: "类别" }),
        note: field.text({ label: "备注", list: { filter: true } }),
      },
    });
    const columns = listColumns(filtered);
    expect(columns.find((c) => c.field === "level")).toMatchObject({
      filter: true,
      filterDictCode: "level_code",
    });
    expect(columns.find((c) => c.field === "kind")?.filterDictCode).toBeUndefined();
    expect(columns.find((c) => c.field === "note")?.filterDictCode).toBeUndefined();
  });

  it("export each shown field under its label or its own header", () => {
    const columns = exportColumns(order);
    expect(columns.map((c) => c.header)).toEqual([
      "订单号",
      "状态",
      "渠道",
      "数量",
      "订单金额",
      "已付",
      "服务日期",
      "手机",
      "下单时间",
    ]);
    expect(columns[1]).toMatchObject({ field: "status", dictText: true, dictCode: "health_order_status" });
  });

  it("start a new record's form with the fields' defaults, and check unique fields for duplicates", () => {
    expect(formDefaults(order)).toEqual({ paid: "N" });
    expect(uniqueFields(order)).toEqual(["orderNo"]);
  });

  it("count records by the fields marked for status counts", () => {
    expect(countFields(order)).toEqual(["status"]);
  });
});
