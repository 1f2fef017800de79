import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { DictItemsByCode } from "../types/index.js";

export function dictApi(http: Http) {
  return {
    /** `GET /sys/dict/queryAllDictItems`: every dictionary by code. */
    queryAllDictItems: (): Promise<Result<DictItemsByCode>> => http.get("/sys/dict/queryAllDictItems"),
  };
}
