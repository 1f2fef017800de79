import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";
import { formatDateTime } from "../../wire/datetime";
import { checkReportSql } from "./sql-guard";
import type { ReportHead, ReportItem, ReportParam } from "./tables";

/** A report as JeecgBoot's designer sends it (`OnlCgreportModel`): the head, its columns and parameters. */
export interface ReportModel {
  head: ReportHead;
  items: ReportItem[];
  params: ReportParam[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const FIELD_TYPES = new Set(["String", "Integer", "Long", "Double", "BigDecimal", "Date", "Datetime"]);

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
};
const flag = (value: unknown, fallback: number): number =>
  value === undefined || value === null || value === ""
    ? fallback
    : Number(value) === 1 || value === true
      ? 1
      : 0;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/** The body of `head/add` and `head/edit`, checked: code, name, one SELECT, identifier fields and parameters. */
export function parseReportModel(body: Record<string, unknown>, id: string): ReportModel {
  const head = record(body.head ?? body);
  const code = text(head.code);
  const name = text(head.name);
  if (!code || !IDENTIFIER.test(code)) throw new BusinessError("报表编码只能由字母、数字和下划线组成");
  if (!name) throw new BusinessError("报表名称不能为空");
  const cgrSql = checkReportSql(String(head.cgrSql ?? ""));
  const items = list(body.items).map((item, index): ReportItem => {
    const field = text(item.fieldName);
    if (!field || !IDENTIFIER.test(field)) throw new BusinessError(`字段名不正确：${field ?? ""}`);
    const type = text(item.fieldType) ?? "String";
    if (!FIELD_TYPES.has(type)) throw new BusinessError(`字段类型不正确：${type}`);
    const mode = text(item.searchMode);
    return {
      id: newId(),
      cgrhead_id: id,
      field_name: field,
      field_txt: text(item.fieldTxt) ?? field,
      field_type: type,
      dict_code: text(item.dictCode),
      is_show: flag(item.isShow, 1),
      is_order: flag(item.isOrder, 0),
      is_search: flag(item.isSearch, 0),
      search_mode: mode === "group" ? "group" : "single",
      order_num:
        Number.isFinite(Number(item.orderNum)) && item.orderNum !== undefined ? Number(item.orderNum) : index,
    };
  });
  if (new Set(items.map((i) => i.field_name)).size !== items.length)
    throw new BusinessError("字段名不能重复");
  const params = list(body.params).map((param, index): ReportParam => {
    const paramName = text(param.paramName);
    if (!paramName || !IDENTIFIER.test(paramName))
      throw new BusinessError(`参数名不正确：${paramName ?? ""}`);
    return {
      id: newId(),
      cgrhead_id: id,
      param_name: paramName,
      param_txt: text(param.paramTxt) ?? paramName,
      param_value: text(param.paramValue),
      order_num: index,
    };
  });
  return {
    head: {
      id,
      code,
      name,
      cgr_sql: cgrSql,
      content: text(head.content),
      create_by: null,
      create_time: null,
      update_by: null,
      update_time: null,
    },
    items,
    params,
  };
}

export const headToWire = (h: ReportHead) => ({
  id: h.id,
  code: h.code,
  name: h.name,
  cgrSql: h.cgr_sql,
  content: h.content,
  createBy: h.create_by,
  createTime: formatDateTime(h.create_time),
  updateBy: h.update_by,
  updateTime: formatDateTime(h.update_time),
});

export const itemToWire = (i: ReportItem) => ({
  id: i.id,
  cgrheadId: i.cgrhead_id,
  fieldName: i.field_name,
  fieldTxt: i.field_txt,
  fieldType: i.field_type,
  dictCode: i.dict_code,
  isShow: i.is_show,
  isOrder: i.is_order,
  isSearch: i.is_search,
  searchMode: i.search_mode,
  orderNum: i.order_num,
});

export const paramToWire = (p: ReportParam) => ({
  id: p.id,
  cgrheadId: p.cgrhead_id,
  paramName: p.param_name,
  paramTxt: p.param_txt,
  paramValue: p.param_value,
  orderNum: p.order_num,
});
