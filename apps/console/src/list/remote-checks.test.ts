import type { KanyaClient } from "@kanya/client";
import { defineResource, field, uniqueFields } from "@kanya/core/resource";
import { resources } from "@kanya/resources";
import { describe, expect, it, vi } from "vitest";
import { remoteChecks, runRemoteCheck } from "./remote-checks";

const answer = (success: boolean, message: string) => ({
  success,
  message,
  code: success ? 200 : 500,
  result: null,
  timestamp: 1,
});

function fakeApi(duplicate = answer(true, "该值可用！"), rule = answer(true, "")) {
  const duplicateCheck = vi.fn(async () => duplicate);
  const checkByCode = vi.fn(async () => rule);
  const api = { sys: { common: { duplicateCheck }, checkRule: { checkByCode } } } as unknown as KanyaClient;
  return { api, duplicateCheck, checkByCode };
}

describe("remoteChecks", () => {
  it("checks unique fields against the resource's table and check-rule fields by code", () => {
    const position = resources.position;
    expect(remoteChecks(position)).toEqual([
      { name: "code", unique: { tableName: "sys_position", fieldName: "code" } },
    ]);
    const withRule = defineResource({
      name: "demo",
      title: "演示",
      api: "/demo",
      permission: "demo",
      fields: {
        code: field.text({ label: "编码", checkRule: "common" }),
        name: field.text({ label: "名称" }),
        orderNo: field.text({ label: "单号", unique: true, form: false }),
      },
    });
    // No table named: only the rule (the save's unique check still answers for the rest).
    expect(remoteChecks(withRule)).toEqual([{ name: "code", checkRule: "common" }]);
  });

  it("knows the table of every resource that has unique fields", () => {
    const missing = Object.values(resources)
      .filter((r) => uniqueFields(r).length > 0 && !r.table)
      .map((r) => r.name);
    expect(missing).toEqual([]);
  });
});

describe("runRemoteCheck", () => {
  const unique = { name: "code", unique: { tableName: "sys_position", fieldName: "code" } };

  it("answers the server's refusal, passing the edited record's id", async () => {
    const { api, duplicateCheck } = fakeApi(answer(false, "该值不可用，系统中已存在！"));
    await expect(runRemoteCheck(api, unique, "P01", "7")).resolves.toBe("该值不可用，系统中已存在！");
    expect(duplicateCheck).toHaveBeenCalledWith({
      tableName: "sys_position",
      fieldName: "code",
      fieldVal: "P01",
      dataId: "7",
    });
  });

  it("passes free and empty values, and tables the server does not open to the check", async () => {
    expect(await runRemoteCheck(fakeApi().api, unique, "P02")).toBeNull();
    const empty = fakeApi(answer(false, "x"));
    expect(await runRemoteCheck(empty.api, unique, "")).toBeNull();
    expect(empty.duplicateCheck).not.toHaveBeenCalled();
    expect(
      await runRemoteCheck(fakeApi(answer(false, "该表或字段不允许做重复校验")).api, unique, "P03"),
    ).toBeNull();
  });

  it("answers a check rule's message, and nothing when the request fails", async () => {
    const rule = fakeApi(undefined, answer(false, "前两位必须是大写字母"));
    await expect(runRemoteCheck(rule.api, { name: "code", checkRule: "R1" }, "ab12")).resolves.toBe(
      "前两位必须是大写字母",
    );
    expect(rule.checkByCode).toHaveBeenCalledWith("R1", "ab12");
    const offline = fakeApi();
    offline.checkByCode.mockRejectedValueOnce(new Error("network"));
    await expect(runRemoteCheck(offline.api, { name: "code", checkRule: "R1" }, "ab12")).resolves.toBeNull();
  });
});
