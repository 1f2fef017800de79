import type { Kysely, Selectable } from "kysely";
import type { Database, OssFileTable } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { requireAuth } from "../../http/guard";
import { defineListSpec, serveList } from "../../http/list";
import { requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import type { FileStorage } from "../../storage/file-storage";
import { formatDateTime } from "../../wire/datetime";
import { storeUpload } from "../files/store-upload";

const CODES = PERMISSION_CODES.ossFile;

const toOssFileJson = (row: Selectable<OssFileTable>) => ({
  id: row.id,
  fileName: row.file_name,
  url: row.url,
  createBy: row.create_by,
  createTime: formatDateTime(row.create_time),
  updateBy: row.update_by,
  updateTime: formatDateTime(row.update_time),
});

const ossListSpec = defineListSpec({
  table: "oss_file",
  fields: {
    id: { column: "id", type: "string" },
    fileName: { column: "file_name", type: "string" },
    url: { column: "url", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
  },
  toRecords: (rows) => rows.map(toOssFileJson),
});

/**
 * Object storage (`/sys/oss/file/*`, `/sys/upload/uploadMinio`) on the app's FileStorage: the local upload
 * folder unless another storage is passed (`AppDeps.storage`). Files pass the same upload rules as
 * `/sys/common/upload`; `url` is the stored path, which `/sys/common/static/<url>` serves.
 */
export function ossRoutes(db: Kysely<Database>, storage: FileStorage, clock: () => Date): RouteSpec[] {
  return [
    get("/sys/oss/file/list", permission(CODES.list), (c) => serveList(c, db, ossListSpec)),
    post("/sys/oss/file/upload", permission(CODES.upload), async (c) => {
      const { path, originalName } = await storeUpload(c, storage, clock);
      const id = newId();
      await db
        .insertInto("oss_file")
        .values({
          id,
          file_name: originalName,
          url: path,
          create_by: requireAuth(c).user.username,
          create_time: clock(),
        })
        .execute();
      return c.json({ ...okMessage("上传成功！"), result: { id, fileName: originalName, url: path } });
    }),
    del("/sys/oss/file/delete", permission(CODES.delete), async (c) => {
      const id = requireId(c.req.query("id"));
      const removed = await db.deleteFrom("oss_file").where("id", "=", id).executeTakeFirst();
      return c.json(Number(removed.numDeletedRows) > 0 ? okMessage("删除成功!") : error500("未找到对应数据"));
    }),
    get("/sys/oss/file/queryById", permission(CODES.list), async (c) => {
      const row = await db
        .selectFrom("oss_file")
        .selectAll()
        .where("id", "=", requireId(c.req.query("id")))
        .executeTakeFirst();
      return c.json(row ? ok(toOssFileJson(row)) : error500("未找到对应数据"));
    }),
    // JeecgBoot's minio upload answers the file's address in `message`, as /sys/common/upload does.
    post("/sys/upload/uploadMinio", authenticated, async (c) => {
      const { path } = await storeUpload(c, storage, clock);
      return c.json({ ...okCodeZero(null), message: path });
    }),
  ];
}
