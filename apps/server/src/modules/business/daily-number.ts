import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nextSequence } from "../fill-rule/generators";

/**
 * A record number made by the server: a prefix, the day in GMT+8 and a 4-digit daily sequence of the fill
 * rule's generator (`GD202611250001`). `rule` names the sequence (one per kind of number and day).
 */
export async function nextDailyNumber(
  db: Kysely<Database>,
  prefix: string,
  rule: string,
  now: Date,
): Promise<string> {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  const sequence = await nextSequence(db, `fill-rule:${rule}:${day}`, now);
  return `${prefix}${day}${String(sequence).padStart(4, "0")}`;
}
