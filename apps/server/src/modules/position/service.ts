import { type Kysely, type Selectable, sql, type Updateable } from "kysely";
import type { Database, SysPositionTable } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import { defineListSpec } from "../../http/list";
import { newId } from "../../ids";
import { formatDateTime } from "../../wire/datetime";
import { textField } from "../permission/input";

/** SysPosition as JeecgBoot serializes it. */
export interface SysPositionJson {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  companyId: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  tenantId: number | null;
}

export type SysPositionRow = Selectable<SysPositionTable>;

export function toSysPositionJson(row: SysPositionRow): SysPositionJson {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    postRank: row.post_rank,
    companyId: row.company_id,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    sysOrgCode: row.sys_org_code,
    tenantId: row.tenant_id,
  };
}

/** The position_rank dictionary's values (员级 … 正高级). */
export const POSITION_RANKS = ["1", "2", "3", "4", "5"] as const;
export const MSG_POSITION_NOT_FOUND = "未找到对应实体";
export const MSG_POSITION_CODE_TAKEN = "编码已经存在,操作失败";

/** `/sys/position/list`: the request tenant's positions, with `postRank_dictText`. */
export const positionListSpec = defineListSpec({
  table: "sys_position",
  fields: {
    id: { column: "id", type: "string" },
    code: { column: "code", type: "string" },
    name: { column: "name", type: "string" },
    postRank: { column: "post_rank", type: "string" },
    companyId: { column: "company_id", type: "string" },
    sysOrgCode: { column: "sys_org_code", type: "string" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  dictFields: { postRank: "position_rank" },
  where: (eb, ctx) => eb(sql<number>`coalesce(tenant_id, 0)`, "=", ctx.tenantId ?? 0),
  toRecords: (rows) => rows.map(toSysPositionJson),
});

export interface PositionService {
  find(tenantId: number, id: string): Promise<SysPositionRow | undefined>;
  findByCode(tenantId: number, code: string): Promise<SysPositionRow | undefined>;
  add(
    tenantId: number,
    body: Record<string, unknown>,
    actor: { username: string; orgCode: string | null },
  ): Promise<void>;
  edit(tenantId: number, body: Record<string, unknown>, username: string): Promise<void>;
  /** Deletes the tenant's positions among `ids`; returns how many there were. */
  remove(tenantId: number, ids: readonly string[]): Promise<number>;
}

export function createPositionService(db: Kysely<Database>): PositionService {
  const ofTenant = (tenantId: number) =>
    db.selectFrom("sys_position").selectAll().where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId);

  const saveGuarded = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG_POSITION_CODE_TAKEN);
      throw error;
    }
  };

  return {
    find: (tenantId, id) => ofTenant(tenantId).where("id", "=", id).executeTakeFirst(),
    findByCode: (tenantId, code) => ofTenant(tenantId).where("code", "=", code).executeTakeFirst(),

    async add(tenantId, body, actor) {
      const values = readPositionBody(body);
      requirePositionShape(values);
      const taken = await ofTenant(tenantId)
        .where("code", "=", values.code as string)
        .executeTakeFirst();
      if (taken) throw new BusinessError(MSG_POSITION_CODE_TAKEN);
      await saveGuarded(() =>
        db
          .insertInto("sys_position")
          .values({
            ...values,
            id: newId(),
            tenant_id: tenantId,
            sys_org_code: actor.orgCode,
            create_by: actor.username,
            create_time: new Date(),
          })
          .execute(),
      );
    },

    async edit(tenantId, body, username) {
      const id = textField(body, "id", 32, "id")?.trim();
      const current = id ? await ofTenant(tenantId).where("id", "=", id).executeTakeFirst() : undefined;
      if (!current) throw new BusinessError(MSG_POSITION_NOT_FOUND);
      const values = readPositionBody(body);
      requirePositionShape({ ...current, ...values });
      if (values.code && values.code !== current.code) {
        const taken = await ofTenant(tenantId).where("code", "=", values.code).executeTakeFirst();
        if (taken) throw new BusinessError(MSG_POSITION_CODE_TAKEN);
      }
      await saveGuarded(() =>
        db
          .updateTable("sys_position")
          .set({ ...values, update_by: username, update_time: new Date() })
          .where("id", "=", current.id)
          .execute(),
      );
    },

    async remove(tenantId, ids) {
      if (ids.length === 0) return 0;
      const result = await db
        .deleteFrom("sys_position")
        .where("id", "in", ids)
        .where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** `{code, name, postRank, companyId}`; tenant, org code and audit fields are the server's. */
export function readPositionBody(body: Record<string, unknown>): Updateable<SysPositionTable> {
  const values: Updateable<SysPositionTable> = {};
  const code = textField(body, "code", 100, "职务编码");
  if (code !== undefined) values.code = code?.trim() ?? null;
  const name = textField(body, "name", 100, "职务名称");
  if (name !== undefined) values.name = name?.trim() ?? null;
  const rank = textField(body, "postRank", 2, "职级");
  if (rank !== undefined) values.post_rank = rank?.trim() ?? null;
  const company = textField(body, "companyId", 255, "公司");
  if (company !== undefined) values.company_id = company;
  return values;
}

function requirePositionShape(values: Updateable<SysPositionTable>): void {
  if (!values.code || !values.name || !values.post_rank)
    throw new BusinessError("职务编码、职务名称、职级都不能为空");
  if (!(POSITION_RANKS as readonly string[]).includes(values.post_rank)) {
    throw new BusinessError("职级不正确，应为 1（员级）到 5（正高级）");
  }
}
