import { ossFile } from "@kanya/resources";
import type { Kysely, Selectable } from "kysely";
import type { Database, OssFileTable } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { resourceListSpec } from "../../http/crud";
import { requireAuth } from "../../http/guard";
import { serveList } from "../../http/list";
import { optionalIdList, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import type { ObjectStore } from "../../storage/object-store";
import { formatDateTime } from "../../wire/datetime";
import { readCheckedUpload } from "../files/store-upload";

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

// The list's filters and sort are the `ossFile` resource's fields (the console's query bar and columns).
const ossListSpec = resourceListSpec(ossFile, "oss_file", { toRecords: (rows) => rows.map(toOssFileJson) });

/**
 * Object storage (`/sys/oss/file/*`, `/sys/upload/uploadMinio`) on an ObjectStore: the local upload folder
 * (`url` is the stored path, which `/sys/common/static/<url>` serves) or an S3-compatible bucket (`url` is
 * the object's address). Files pass the same upload rules as `/sys/common/upload` before anything is stored.
 */
export function ossRoutes(db: Kysely<Database>, store: ObjectStore, clock: () => Date): RouteSpec[] {
  const putChecked = async (c: Parameters<typeof readCheckedUpload>[0]) => {
    const upload = await readCheckedUpload(c, clock);
    await store.put(upload.key, upload.bytes, upload.contentType);
    return { url: store.url(upload.key), originalName: upload.originalName };
  };
  return [
    get("/sys/oss/file/list", permission(CODES.list), (c) => serveList(c, db, ossListSpec)),
    post("/sys/oss/file/upload", permission(CODES.upload), async (c) => {
      const { url, originalName } = await putChecked(c);
      const id = newId();
      await db
        .insertInto("oss_file")
        .values({
          id,
          file_name: originalName,
          url,
          create_by: requireAuth(c).user.username,
          create_time: clock(),
        })
        .execute();
      return c.json({ ...okMessage("上传成功！"), result: { id, fileName: originalName, url } });
    }),
    del("/sys/oss/file/delete", permission(CODES.delete), async (c) => {
      const id = requireId(c.req.query("id"));
      const row = await db.selectFrom("oss_file").select("url").where("id", "=", id).executeTakeFirst();
      if (!row) return c.json(error500("未找到对应数据"));
      // The object goes first: should the store fail, the record stays and the delete can be retried.
      const key = row.url ? store.keyOf(row.url) : null;
      if (key) await store.delete(key);
      await db.deleteFrom("oss_file").where("id", "=", id).execute();
      return c.json(okMessage("删除成功!"));
    }),
    del("/sys/oss/file/deleteBatch", permission(CODES.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      const rows = await db.selectFrom("oss_file").select(["id", "url"]).where("id", "in", ids).execute();
      // One at a time, object first: a store failure leaves that record and the ones after it for a retry.
      for (const row of rows) {
        const key = row.url ? store.keyOf(row.url) : null;
        if (key) await store.delete(key);
        await db.deleteFrom("oss_file").where("id", "=", row.id).execute();
      }
      return c.json(okMessage("批量删除成功!"));
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
      const { url } = await putChecked(c);
      return c.json({ ...okCodeZero(null), message: url });
    }),
  ];
}
