import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";

/** A report definition's head (`onl_cgreport_head`). */
export interface ReportHead {
  id?: string;
  code: string;
  name: string;
  cgrSql: string;
  content?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/** A column of a report: its field, title, type, dictionary, shown, sortable, queried (single or range). */
export interface ReportItem {
  fieldName: string;
  fieldTxt: string;
  fieldType: "String" | "Integer" | "Long" | "Double" | "BigDecimal" | "Date" | "Datetime";
  dictCode?: string | null;
  isShow: 0 | 1;
  isOrder: 0 | 1;
  isSearch: 0 | 1;
  searchMode?: "single" | "group" | null;
  orderNum?: number;
}

/** A named `${name}` parameter of the SQL, with its default. */
export interface ReportParam {
  paramName: string;
  paramTxt: string;
  paramValue?: string | null;
}

/** What the designer sends and reads (JeecgBoot's `OnlCgreportModel`). */
export interface ReportModel {
  head: ReportHead;
  items: ReportItem[];
  params: ReportParam[];
}

/** A page of a report's rows. */
export interface ReportRows {
  total: number;
  records: Record<string, unknown>[];
}

/** `/online/cgreport/head/*`: report definitions for admins, and the designer's live preview. */
export function onlineReportApi(http: Http) {
  return {
    list: (query: ListQuery & { name?: string; code?: string } = {}): Promise<Result<IPage<ReportHead>>> =>
      http.get("/online/cgreport/head/list", query),
    queryById: (id: string): Promise<Result<ReportModel>> =>
      http.get("/online/cgreport/head/queryById", { id }),
    add: (model: ReportModel): Promise<Result<string>> => http.post("/online/cgreport/head/add", model),
    edit: (model: ReportModel): Promise<Result<string>> => http.put("/online/cgreport/head/edit", model),
    delete: (id: string): Promise<Result<string>> => http.delete("/online/cgreport/head/delete", { id }),
    /** The first page of an unsaved definition. */
    preview: (model: ReportModel): Promise<Result<ReportRows>> =>
      http.post("/online/cgreport/head/preview", model),
  };
}
