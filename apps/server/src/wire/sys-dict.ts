import type { SysDict, SysDictItem } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysDictItemTable, SysDictTable } from "../db/schema";
import { formatDateTime } from "./datetime";

export type SysDictRow = Selectable<SysDictTable>;
export type SysDictItemRow = Selectable<SysDictItemTable>;

/** SysDict as JeecgBoot serializes it. */
export type SysDictJson = SysDict;

export function toSysDictJson(row: SysDictRow): SysDictJson {
  return {
    id: row.id,
    dictName: row.dict_name,
    dictCode: row.dict_code,
    description: row.description,
    delFlag: row.del_flag,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    type: row.type,
    tenantId: row.tenant_id,
    lowAppId: row.low_app_id,
  };
}

/** SysDictItem as JeecgBoot serializes it. */
export type SysDictItemJson = SysDictItem;

export function toSysDictItemJson(row: SysDictItemRow): SysDictItemJson {
  return {
    id: row.id,
    dictId: row.dict_id,
    itemText: row.item_text,
    itemValue: row.item_value,
    description: row.description,
    sortOrder: row.sort_order,
    status: row.status,
    itemColor: row.item_color,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  };
}
