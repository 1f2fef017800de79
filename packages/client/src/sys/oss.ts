import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";

/**
 * A file kept in object storage. `url` is its stored path, served at `/sys/common/static/<url>`, or — when
 * the server keeps objects in an S3-compatible bucket (`S3_BUCKET`) — the object's full address.
 */
export interface OssFile {
  id: string;
  fileName: string;
  url: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/**
 * `/sys/oss/file/*` and `/sys/upload/uploadMinio`: files in the server's upload folder or its S3 bucket, under the same content
 * rules as `/sys/common/upload` (a file whose content is not what its name says is refused).
 */
export function ossApi(http: Http) {
  return {
    list: (query: ListQuery & { fileName?: string; url?: string } = {}): Promise<Result<IPage<OssFile>>> =>
      http.get("/sys/oss/file/list", query),
    /** Stores the form's `file`: `上传成功！` with the new record. */
    upload: (form: FormData): Promise<Result<Pick<OssFile, "id" | "fileName" | "url">>> =>
      http.post("/sys/oss/file/upload", form),
    /** Removes the record (`删除成功!`). */
    delete: (id: string): Promise<Result<null>> => http.delete("/sys/oss/file/delete", { id }),
    /** Removes the records and their files (`批量删除成功!`). */
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete("/sys/oss/file/deleteBatch", { ids: ids.join(",") }),
    queryById: (id: string): Promise<Result<OssFile>> => http.get("/sys/oss/file/queryById", { id }),
    /** JeecgBoot's MinIO upload: the stored path (or the object's address) in `message`, as `/sys/common/upload` answers. */
    uploadMinio: (form: FormData): Promise<Result<null>> => http.post("/sys/upload/uploadMinio", form),
  };
}
