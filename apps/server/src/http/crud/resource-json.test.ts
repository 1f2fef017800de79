import { dataSource, position } from "@kanya/resources";
import { describe, expect, it } from "vitest";
import { resourceJson } from "./resource-json";

const created = new Date("2026-01-05T09:30:00Z");

describe("resourceJson", () => {
  it("writes a position as JeecgBoot's SysPosition: fields by wire name, audit, department and tenant", () => {
    const row = {
      id: "p1",
      code: "dianzhang",
      name: "店长",
      post_rank: "4",
      company_id: null,
      create_by: "admin",
      create_time: created,
      update_by: null,
      update_time: null,
      sys_org_code: "A01",
      tenant_id: 1000,
    };
    expect(resourceJson(position)(row)).toEqual({
      id: "p1",
      code: "dianzhang",
      name: "店长",
      postRank: "4",
      companyId: null,
      createBy: "admin",
      createTime: "2026-01-05 17:30:00",
      updateBy: null,
      updateTime: null,
      sysOrgCode: "A01",
      tenantId: 1000,
    });
  });

  it("leaves out a password field and the columns the table does not have", () => {
    const json = resourceJson(dataSource)({
      id: "d1",
      code: "main",
      db_password: "sealed",
      create_time: null,
    });
    expect(json).toEqual({ id: "d1", code: "main", createTime: null });
  });
});
