import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type { QuartzJob, QuartzJobFire, QuartzJobForm } from "../types/sys-common.js";
import { crudApi } from "./crud.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/quartzJob/*`: scheduled-job records, start/stop, run now and the run log. */
export function quartzJobApi(http: Http) {
  const base = "/sys/quartzJob";
  return {
    ...crudApi<QuartzJob, QuartzJobForm>(http, base),
    ...excelImportApi(http, base),
    pause: (id: string): Promise<Result<string>> => http.get(`${base}/pause`, { id }),
    resume: (id: string): Promise<Result<string>> => http.get(`${base}/resume`, { id }),
    /** Runs the job once now (on whichever server instance claims it first). */
    execute: (id: string): Promise<Result<string>> => http.get(`${base}/execute`, { id }),
    /** The job's fires, newest first. */
    runLog: (
      jobId: string,
      query: ListQuery & { outcome?: string } = {},
    ): Promise<Result<IPage<QuartzJobFire>>> => http.get(`${base}/runLog`, { ...query, jobId }),
  };
}
