import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysRoleTable } from "../schema";

/** Role ids by role code; JeecgBoot's own ids where it has the role. */
export const ROLE_ID = {
  admin: "f6817f48af4fb3af11b9e8bf182f618b",
  test: "ee8626f80f7c2619917b6236f3a7f02b",
  hr: "e51758fa916c881624b046d26bd09230",
  caiwu: "1260924539346472962",
  dentistry: stableId("role:dentistry"),
  clinic: stableId("role:clinic"),
  service: stableId("role:service"),
  channelOps: stableId("role:channelOps"),
  insurer: stableId("role:insurer"),
} as const;

export type RoleCode = keyof typeof ROLE_ID;

const role = (code: RoleCode, name: string, createdAt: string): Insertable<SysRoleTable> => ({
  id: ROLE_ID[code],
  role_code: code,
  role_name: name,
  description: name,
  create_by: "admin",
  create_time: parseGmt8(createdAt),
  tenant_id: 0,
});

export const roles: Insertable<SysRoleTable>[] = [
  role("admin", "管理员", "2018-12-21 18:03:39"),
  role("test", "临时角色", "2018-12-20 10:59:04"),
  role("hr", "人力资源部", "2019-01-21 18:07:24"),
  role("caiwu", "财务出纳", "2020-05-14 15:48:36"),
  role("dentistry", "牙科门店", "2022-03-01 09:00:00"),
  role("clinic", "诊所员工", "2022-03-01 09:10:00"),
  role("service", "客服", "2022-03-01 09:20:00"),
  role("channelOps", "渠道运营", "2022-03-01 09:30:00"),
  role("insurer", "保险对接", "2022-03-01 09:40:00"),
];
