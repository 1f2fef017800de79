import { describe, expect, it } from "vitest";
import { hasPermission, isDisabledByPermission } from "./has-permission.js";
import { listPageCodes, visibleToolbarButtons } from "./list-page-codes.js";
import type { PermissionRecord } from "./permission-record.js";
import type { PermissionSource } from "./permission-set.js";
import { deniedKeysUnderPrefix, filterColumnsByPermission } from "./prefixed-permissions.js";

const rec = (action: string, type = "1", status = "1"): PermissionRecord => ({ action, type, status });

describe("hasPermission (the has-directive)", () => {
  const source: PermissionSource = {
    auth: [rec("user:add"), rec("user:edit,user:delete"), rec("user:form:phone", "2")],
    allAuth: [rec("user:add"), rec("user:export", "1", "0"), rec("user:form:phone", "2")],
  };

  it("shows an element when the user holds the action", () => {
    expect(hasPermission("user:add", source)).toBe(true);
  });

  it("supports comma-separated actions in one record", () => {
    expect(hasPermission("user:edit", source)).toBe(true);
    expect(hasPermission("user:delete", source)).toBe(true);
    expect(hasPermission("user:edit,user:delete", source)).toBe(false);
  });

  it("ignores type '2' entries", () => {
    expect(hasPermission("user:form:phone", source)).toBe(false);
  });

  it("keeps elements whose system entry has status '0' visible", () => {
    expect(hasPermission("user:export", source)).toBe(true);
  });

  it("hides what the user does not hold, and everything when the user holds nothing", () => {
    expect(hasPermission("user:import", source)).toBe(false);
    expect(hasPermission("user:add", { auth: [], allAuth: source.allAuth })).toBe(false);
  });
});

describe("isDisabledByPermission (type '2' field rules)", () => {
  const allAuth = [rec("user:form:phone", "2"), rec("user:form:birthday", "2", "0")];

  it("disables a declared field the user does not hold", () => {
    expect(isDisabledByPermission("user:form:phone", { auth: [], allAuth })).toBe(true);
  });

  it("enables it when the user holds the type-2 record", () => {
    expect(isDisabledByPermission("user:form:phone", { auth: [rec("user:form:phone", "2")], allAuth })).toBe(
      false,
    );
  });

  it("leaves undeclared and switched-off rules enabled", () => {
    expect(isDisabledByPermission("user:form:email", { auth: [], allAuth })).toBe(false);
    expect(isDisabledByPermission("user:form:birthday", { auth: [], allAuth })).toBe(false);
  });
});

describe("prefix matching derives sub-permissions", () => {
  const source: PermissionSource = {
    auth: [rec("order:price")],
    allAuth: [rec("order:price"), rec("order:cost"), rec("order:secret", "1", "0"), rec("other:cost")],
  };

  it("lists the declared keys under the prefix that the user lacks", () => {
    expect([...deniedKeysUnderPrefix("order:", source)]).toEqual(["cost"]);
  });

  it("filters table columns by key or dataIndex", () => {
    const columns = [{ key: "price" }, { dataIndex: "cost" }, { dataIndex: "secret" }, { title: "no key" }];
    expect(filterColumnsByPermission(columns, "order:", source)).toEqual([
      { key: "price" },
      { dataIndex: "secret" },
      { title: "no key" },
    ]);
  });
});

describe("list pages and toolbars", () => {
  it("builds the page codes from the page name and code", () => {
    expect(listPageCodes("order")).toEqual({
      add: "order:add",
      edit: "order:edit",
      delete: "order:delete",
      import: "order:import",
      export: "order:export",
    });
    expect(listPageCodes("order", 3).add).toBe("order3:add");
  });

  it("excludes toolbar buttons by prefix plus colon, and batch_delete also removes remove", () => {
    const buttons = ["add", "remove", "clearSelection"] as const;
    const allAuth = [rec("grid:add"), rec("grid:batch_delete")];
    expect(visibleToolbarButtons(buttons, "grid", { auth: [rec("grid:add")], allAuth })).toEqual([
      "add",
      "clearSelection",
    ]);
    expect(visibleToolbarButtons(buttons, "grid", { auth: allAuth, allAuth })).toEqual([...buttons]);
    expect(visibleToolbarButtons(buttons, "grid", { auth: [], allAuth })).toEqual(["clearSelection"]);
  });
});
