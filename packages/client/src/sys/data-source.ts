import type { Http } from "../http.js";
import type { SysDataSource, SysDataSourceForm } from "../types/sys-common.js";
import { crudApi } from "./crud.js";

/** `/sys/dataSource/*` (the password is write-only). */
export function dataSourceApi(http: Http) {
  return crudApi<SysDataSource, SysDataSourceForm>(http, "/sys/dataSource");
}
