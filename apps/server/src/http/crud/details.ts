import type { DetailRows, Field, ResourceFields } from "@kanya/core/resource";
import type { Kysely } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { newId } from "../../ids";
import { formatDateTime, parseGmt8 } from "../../wire/datetime";
import { type CrudTable, columnOf } from "./columns";

/*
 * A record's detail rows (一对多, `@kanya/core/resource`'s `defineDetailRows`) on its crudRoutes: an add or
 * edit that carries the body key (`invoices`) replaces the record's rows in the same transaction as the
 * record; `queryById` answers them under the key; a delete removes them first. The detail table has `id`,
 * the parent column, `sort_no` (the order they were sent in), `create_by`, `create_time` and a column per field.
 */

export interface CrudDetail {
  readonly rows: DetailRows;
  readonly table: CrudTable;
  /** The column holding the record's id (`claim_id`). */
  readonly parentColumn: string;
}

/** Detail rows by body key, as an add or edit sent them (wire names, read by `readDetailRows`). */
export type DetailRowsByKey = Readonly<Record<string, readonly Record<string, unknown>[]>>;

// biome-ignore lint/suspicious/noExplicitAny: detail tables are chosen at run time; their columns are the fields'
type AnyDb = Kysely<any>;

/** Replaces the record's rows of every detail the body carried. */
export async function writeDetails(
  trx: Kysely<Database>,
  details: Readonly<Record<string, CrudDetail>>,
  recordId: string,
  sent: DetailRowsByKey,
  auth: AuthContext,
  now: Date,
): Promise<void> {
  const db = trx as unknown as AnyDb;
  for (const [key, detail] of Object.entries(details)) {
    const rows = sent[key];
    if (!rows) continue;
    await db.deleteFrom(detail.table).where(detail.parentColumn, "=", recordId).execute();
    if (rows.length === 0) continue;
    const fields = Object.entries(detail.rows.fields as ResourceFields);
    await db
      .insertInto(detail.table)
      .values(
        rows.map((row, index) => ({
          ...Object.fromEntries(fields.map(([name, f]) => [columnOf(name, f), columnValue(f, row[name])])),
          id: newId(),
          [detail.parentColumn]: recordId,
          sort_no: index + 1,
          create_by: auth.user.username,
          create_time: now,
        })),
      )
      .execute();
  }
}

/** The record's rows of every detail, by body key, as the wire has them (amounts as numbers). */
export async function readDetails(
  db: Kysely<Database>,
  details: Readonly<Record<string, CrudDetail>>,
  recordId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const answer: Record<string, Record<string, unknown>[]> = {};
  for (const [key, detail] of Object.entries(details)) {
    const rows = await (db as unknown as AnyDb)
      .selectFrom(detail.table)
      .selectAll()
      .where(detail.parentColumn, "=", recordId)
      .orderBy("sort_no", "asc")
      .execute();
    const fields = Object.entries(detail.rows.fields as ResourceFields);
    answer[key] = rows.map((row: Record<string, unknown>) => ({
      id: row.id,
      ...Object.fromEntries(
        fields.map(([name, f]) => {
          const value = row[columnOf(name, f)];
          if (value === null || value === undefined) return [name, null];
          if (f.kind === "datetime") return [name, formatDateTime(value as Date)];
          return [name, f.kind === "money" || f.kind === "number" ? Number(value) : String(value)];
        }),
      ),
    }));
  }
  return answer;
}

/** A row's value as its column takes it: a time of day read as GMT+8 (`yyyy-MM-dd HH:mm:ss`, as the wire has it). */
function columnValue(f: Field, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return f.kind === "datetime" && typeof value === "string" ? parseGmt8(value) : value;
}

/** Removes the rows of deleted records (inside the delete's transaction). */
export async function deleteDetails(
  trx: Kysely<Database>,
  details: Readonly<Record<string, CrudDetail>>,
  ids: readonly string[],
): Promise<void> {
  for (const detail of Object.values(details))
    await (trx as unknown as AnyDb).deleteFrom(detail.table).where(detail.parentColumn, "in", ids).execute();
}
