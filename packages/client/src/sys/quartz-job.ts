import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { QuartzJob, QuartzJobForm } from "../types/sys-common.js";
import { crudApi } from "./crud.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/quartzJob/*`: scheduled-job records. */
export function quartzJobApi(http: Http) {
  const base = "/sys/quartzJob";
  return {
    ...crudApi<QuartzJob, QuartzJobForm>(http, base),
    ...excelImportApi(http, base),
    pause: (id: string): Promise<Result<string>> => http.get(`${base}/pause`, { id }),
    resume: (id: string): Promise<Result<string>> => http.get(`${base}/resume`, { id }),
    execute: (id: string): Promise<Result<string>> => http.get(`${base}/execute`, { id }),
  };
}
