import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The report tables of migration 0015, JeecgBoot's names. */
export type OnlineReportTables = {
  onl_cgreport_head: {
    id: string;
    code: string;
    name: string;
    cgr_sql: string;
    content: string | null;
    create_by: string | null;
    create_time: Date | null;
    update_by: string | null;
    update_time: Date | null;
  };
  onl_cgreport_item: {
    id: string;
    cgrhead_id: string;
    field_name: string;
    field_txt: string | null;
    field_type: string | null;
    dict_code: string | null;
    is_show: number | null;
    is_order: number | null;
    is_search: number | null;
    search_mode: string | null;
    order_num: number | null;
  };
  onl_cgreport_param: {
    id: string;
    cgrhead_id: string;
    param_name: string;
    param_txt: string | null;
    param_value: string | null;
    order_num: number | null;
  };
};

export type ReportDb = Kysely<Database & OnlineReportTables>;

export const reportDb = (db: Kysely<Database>): ReportDb => db.withTables<OnlineReportTables>();

export type ReportItem = OnlineReportTables["onl_cgreport_item"];
export type ReportParam = OnlineReportTables["onl_cgreport_param"];
export type ReportHead = OnlineReportTables["onl_cgreport_head"];
