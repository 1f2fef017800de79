import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysUserTable } from "../schema";
import { departId } from "./departs";
import type { RoleCode } from "./roles";
import { TENANT_GUOJU, TENANT_QIAOQIAOYUN } from "./tenants";

/** A seeded user: the sys_user row (without password) and its roles, tenants and departments. */
export interface SeedUser {
  row: Omit<Insertable<SysUserTable>, "password" | "salt">;
  password: string;
  roles: RoleCode[];
  tenants: number[];
  departs: string[];
}

export const USER_ID = {
  admin: "e9ca23d68d884d4ebb19d07889727dae",
  jeecg: "a75d45a015c44384a04449ee80dc3503",
  ck001: stableId("user:ck001"),
  ck002: stableId("user:ck002"),
  clinic01: stableId("user:clinic01"),
  caiwu01: stableId("user:caiwu01"),
  zhangsan: "3d464b4ea0d2491aab8a7bde74c57e95",
} as const;

export const users: SeedUser[] = [
  {
    row: {
      id: USER_ID.admin,
      username: "admin",
      realname: "管理员",
      birthday: "2018-12-05",
      sex: 1,
      email: "jeecg@163.com",
      phone: "18611111111",
      org_code: "A01",
      status: 1,
      del_flag: 0,
      activiti_sync: 1,
      work_no: "00001",
      telephone: "18611111111",
      user_identity: 2,
      create_time: parseGmt8("2019-01-16 16:54:07"),
      update_by: "admin",
      update_time: parseGmt8("2019-03-28 22:17:19"),
    },
    password: "123456",
    roles: ["admin"],
    tenants: [TENANT_GUOJU],
    // JeecgBoot's demo: the administrator works at the company itself, 北京国炬 (A01).
    departs: ["A01"],
  },
  {
    row: {
      id: USER_ID.jeecg,
      username: "jeecg",
      realname: "jeecg",
      birthday: "2019-02-09",
      sex: 2,
      email: "jeecg@126.com",
      phone: "18611111112",
      org_code: "A02A01",
      status: 1,
      del_flag: 0,
      activiti_sync: 1,
      work_no: "00002",
      user_identity: 1,
      create_by: "admin",
      create_time: parseGmt8("2019-02-13 16:02:36"),
    },
    password: "123456",
    roles: ["test"],
    tenants: [TENANT_QIAOQIAOYUN],
    departs: ["A02A01"],
  },
  {
    row: {
      id: USER_ID.ck001,
      username: "ck001",
      realname: "口腔门店员工",
      sex: 2,
      phone: "18611111113",
      org_code: "A01A07",
      status: 1,
      del_flag: 0,
      activiti_sync: 0,
      // The CK: prefix marks dentistry staff: their console signs in at /dentistry/login.
      work_no: "CK:001",
      user_identity: 1,
      create_by: "admin",
      create_time: parseGmt8("2022-03-01 09:00:00"),
    },
    password: "123456",
    roles: ["dentistry"],
    tenants: [TENANT_GUOJU],
    departs: ["A01A07"],
  },
  {
    row: {
      id: USER_ID.ck002,
      username: "ck002",
      realname: "陈医生",
      sex: 1,
      phone: "18611111114",
      org_code: "A01A07A01",
      status: 1,
      del_flag: 0,
      activiti_sync: 0,
      work_no: "CK:002",
      post: "yisheng",
      user_identity: 1,
      create_by: "admin",
      create_time: parseGmt8("2022-03-02 09:00:00"),
    },
    password: "123456",
    roles: ["dentistry"],
    tenants: [TENANT_GUOJU],
    departs: ["A01A07A01"],
  },
  {
    row: {
      id: USER_ID.clinic01,
      username: "clinic01",
      realname: "王护士",
      sex: 2,
      phone: "18611111115",
      org_code: "A01A08",
      status: 1,
      del_flag: 0,
      activiti_sync: 0,
      work_no: "00003",
      post: "hushi",
      user_identity: 1,
      create_by: "admin",
      create_time: parseGmt8("2022-03-03 09:00:00"),
    },
    password: "123456",
    roles: ["clinic"],
    tenants: [TENANT_GUOJU],
    departs: ["A01A08"],
  },
  {
    row: {
      id: USER_ID.caiwu01,
      username: "caiwu01",
      realname: "李会计",
      sex: 2,
      phone: "18611111116",
      org_code: "A01A04",
      status: 1,
      del_flag: 0,
      activiti_sync: 0,
      work_no: "00004",
      // Responsible for 财务部 (JeecgBoot's 上级 identity): queryMyDeptTreeList shows it.
      user_identity: 2,
      depart_ids: departId("A01A04"),
      create_by: "admin",
      create_time: parseGmt8("2022-03-04 09:00:00"),
    },
    password: "123456",
    roles: ["caiwu"],
    tenants: [TENANT_GUOJU],
    departs: ["A01A04"],
  },
  {
    row: {
      id: USER_ID.zhangsan,
      username: "zhangsan",
      realname: "张三",
      sex: 1,
      phone: "18611111117",
      org_code: "A02A01",
      status: 1,
      del_flag: 0,
      activiti_sync: 1,
      work_no: "00005",
      user_identity: 1,
      create_by: "admin",
      create_time: parseGmt8("2019-02-13 16:02:36"),
    },
    password: "123456",
    roles: ["test"],
    tenants: [TENANT_QIAOQIAOYUN],
    departs: ["A02A01"],
  },
];
