import type { FlowEdge, StatusFlow } from "@kanya/resources";
import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { requiredQueryParam, requiredText } from "../../http/input";
import { MSG_NO_PERMISSION } from "../../http/messages";
import { optionalText } from "../../http/params";
import { readJsonObject } from "../../http/request";
import { CODE_NO_PERMISSION, ok, okMessage } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { formatDateTime } from "../../wire/datetime";
import type { BusinessDeps } from "./deps";

/** The columns a record needs to move along a flow. */
interface FlowRow {
  id: string;
  status: string;
  update_by: string | null;
  update_time: Date | null;
}

/** The tables whose rows can move along a flow. */
export type FlowTable = {
  [K in keyof Database]: Database[K] extends Record<keyof FlowRow, unknown> ? K : never;
}[keyof Database];

/** One move being made, inside its transaction: the hook may write more or refuse with a BusinessError. */
export interface FlowMove {
  readonly trx: Transaction<Database>;
  readonly id: string;
  readonly edge: FlowEdge;
  /** The transition request's body (a flow may ask for more than a remark, e.g. an approved amount). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly remark: string | null;
  readonly username: string;
  readonly now: Date;
}

export interface FlowRoutesOptions {
  readonly flow: StatusFlow;
  /** The record's table; its `status` column holds the flow's values. */
  readonly table: FlowTable;
  /** The record's API path: `<path>/transition` and `<path>/transitions` are added. */
  readonly path: string;
  /** The code that may see the record's history and ask for a move (each edge checks its own too). */
  readonly listCode: string;
  /** Refuses a record the caller may not touch (department or store scoping). */
  readonly reach?: (c: Context<AppEnv>, id: string) => Promise<void>;
  /** Extra writes or checks of a move, inside its transaction. */
  readonly onMove?: (move: FlowMove) => Promise<void>;
}

/**
 * A flow's two routes: `transition` moves a record along one edge when the caller holds the edge's code,
 * recording who, when, from, to and why in `biz_record_transition`; `transitions?id=` is its history,
 * oldest first.
 */
export function flowRoutes(
  { db, clock, hasPermission }: Pick<BusinessDeps, "db" | "clock" | "hasPermission">,
  { flow, table, path, listCode, reach, onMove }: FlowRoutesOptions,
): RouteSpec[] {
  // Every flow table has the FlowRow columns; one typed view of them serves all.
  const rows = db as unknown as Kysely<Record<FlowTable, FlowRow>>;
  return [
    post(`${path}/transition`, permission(listCode), async (c) => {
      const body = await readJsonObject(c);
      const id = requiredText(body, "id", 64, "参数id");
      const to = requiredText(body, "to", 4, "目标状态");
      const remark = optionalText(body, "remark", 500) ?? null;
      const auth = requireAuth(c);
      const record = await rows.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
      if (!record) throw new BusinessError("未找到对应数据");
      await reach?.(c, id);
      const edge = flow.edge(record.status, to);
      if (!edge)
        throw new BusinessError(`${flow.noun}${flow.text(record.status)}，不能变更为${flow.text(to)}`);
      if (!(await hasPermission(auth.user.id, flow.actionCode(edge.action), auth.versions)))
        throw new BusinessError(MSG_NO_PERMISSION, CODE_NO_PERMISSION);
      const now = clock();
      const username = auth.user.username;
      await db.transaction().execute(async (trx) => {
        const moved = await (trx as unknown as Kysely<Record<FlowTable, FlowRow>>)
          .updateTable(table)
          .set({ status: edge.to, update_by: username, update_time: now })
          .where("id", "=", id)
          .where("status", "=", edge.from)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0)
          throw new BusinessError(`${flow.noun}状态已变化，请刷新后重试`);
        await onMove?.({ trx, id, edge, body, remark, username, now });
        await trx
          .insertInto("biz_record_transition")
          .values({
            id: newId(),
            flow: flow.name,
            record_id: id,
            from_status: edge.from,
            to_status: edge.to,
            remark,
            create_by: username,
            create_time: now,
          })
          .execute();
      });
      return c.json(okMessage(`${edge.label}成功`));
    }),
    get(`${path}/transitions`, permission(listCode), async (c) => {
      const id = requiredQueryParam(c, "id");
      await reach?.(c, id);
      const history = await db
        .selectFrom("biz_record_transition as t")
        .leftJoin("sys_user as u", "u.username", "t.create_by")
        .select([
          "t.id",
          "t.from_status",
          "t.to_status",
          "t.remark",
          "t.create_by",
          "t.create_time",
          "u.realname",
        ])
        .where("t.flow", "=", flow.name)
        .where("t.record_id", "=", id)
        .orderBy("t.create_time", "asc")
        .orderBy("t.id", "asc")
        .execute();
      return c.json(
        ok(
          history.map((row) => ({
            id: row.id,
            fromStatus: row.from_status,
            fromStatus_dictText: row.from_status ? flow.text(row.from_status) : "",
            toStatus: row.to_status,
            toStatus_dictText: flow.text(row.to_status),
            remark: row.remark,
            createBy: row.create_by,
            createByName: row.realname ?? row.create_by,
            createTime: formatDateTime(row.create_time),
          })),
        ),
      );
    }),
  ];
}

/** Deletes the history of deleted records (a crudRoutes `onDelete`). */
export async function deleteFlowHistory(
  trx: Kysely<Database>,
  flow: StatusFlow,
  ids: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom("biz_record_transition")
    .where("flow", "=", flow.name)
    .where("record_id", "in", ids)
    .execute();
}
