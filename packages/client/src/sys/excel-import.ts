import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ImportReport } from "../types/list.js";

/**
 * `<base>/importExcel`: a multipart upload of .xlsx files (any field name). Full success answers
 * `文件导入成功！数据行数：N`; code 201 with a report of the refused rows otherwise.
 */
export function excelImportApi(http: Http, base: string) {
  return {
    importExcel: (form: FormData): Promise<Result<ImportReport | string>> =>
      http.post(`${base}/importExcel`, form),
  };
}
