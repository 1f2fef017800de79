import type { Insertable } from "kysely";
import { parseGmt8 } from "../../wire/datetime";
import type { SysTenantTable } from "../schema";

export const TENANT_GUOJU = 1000;
export const TENANT_QIAOQIAOYUN = 1001;

export const tenants: Insertable<SysTenantTable>[] = [
  {
    id: TENANT_GUOJU,
    name: "北京国炬信息技术有限公司",
    create_by: "admin",
    create_time: parseGmt8("2023-02-28 14:55:36"),
    status: 1,
    house_number: "2PI3U6",
    del_flag: 0,
  },
  {
    id: TENANT_QIAOQIAOYUN,
    name: "北京敲敲云科技有限公司",
    create_by: "admin",
    create_time: parseGmt8("2023-05-08 09:12:20"),
    status: 1,
    del_flag: 0,
  },
];
