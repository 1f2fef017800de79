import type { Result } from "../envelope.js";
import type { Http } from "../http.js";

export interface DuplicateCheckQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  /** The record being edited, which may keep its own value. */
  dataId?: string;
}

/** `/sys/common/upload`, `/sys/duplicate/check` and the refused `/sys/common/transitRESTful`. */
export function commonApi(http: Http) {
  return {
    /**
     * Uploads the form's `file` (optional `biz` sub-folder). On success the stored path is in `message`
     * (code 0), to be shown as `<api>/sys/common/static/<path>`.
     */
    upload: (form: FormData): Promise<Result<null>> => http.post("/sys/common/upload", form),
    /** `success` true when the value is free (`该值可用！`); an empty value passes with code 500. */
    duplicateCheck: (query: DuplicateCheckQuery): Promise<Result<string | null>> =>
      http.get("/sys/duplicate/check", { ...query }),
    /**
     * JeecgBoot's HTTP relay. Refused on purpose (an open proxy into the server's network): always
     * `success: false` with the reason, and nothing is fetched.
     */
    transitRESTful: (url: string): Promise<Result<null>> => http.get("/sys/common/transitRESTful", { url }),
  };
}
