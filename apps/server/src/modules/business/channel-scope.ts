import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { createVersionedCache } from "../../db/versioned-cache";
import { BusinessError } from "../../http/errors";
import type { BusinessDeps } from "./deps";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";

/**
 * The tables whose rows belong to one channel by `channel_id` (the channel's code; a policy's or claim's is
 * its insurer).
 */
export type ChannelTable =
  | "biz_service_order"
  | "biz_customer"
  | "biz_patient"
  | "biz_member_card"
  | "biz_insurance_policy"
  | "biz_claim";

/** What a department's channels are read from. */
const CHANNEL_TABLES = ["biz_channel", "sys_depart"];

export const MSG_OTHER_CHANNEL = "只能查看和操作本部门负责渠道的数据";
export const MSG_CHOOSE_CHANNEL = "请选择渠道";

/**
 * Department scoping by channel (issue 16): a user whose current department is one of a channel's
 * departments (`biz_channel.depart_ids`, the configuration the original hard-coded per code) sees and
 * changes only those channels' orders, customers, patients and member cards, and — for an insurer channel —
 * its policies and claims. Everyone else — and whoever
 * holds 查看全部渠道 (`business:channel:allChannels`, the administrator) — sees every channel. Checked on the
 * server for every read, export, count, write and move.
 */
export function channelScope({ db, hasPermission }: Pick<BusinessDeps, "db" | "hasPermission">) {
  // Every read and write of a channel table asks which channels its department has: kept per department
  // while the channels and departments are unchanged (db/versioned-cache.ts).
  const channelsOfDepartment = createVersionedCache(db, CHANNEL_TABLES, async (orgCode) => {
    const { rows } = await sql<{ code: string }>`select c.code from biz_channel c
      join sys_depart d on d.org_code = ${orgCode}
      where ',' || coalesce(c.depart_ids, '') || ',' like '%,' || d.id || ',%'
      order by c.code`.execute(db);
    return rows.length > 0 ? rows.map((row) => row.code) : null;
  });
  /** The channel codes the caller is kept to; null: every channel. */
  const codesOf = async (auth: AuthContext): Promise<readonly string[] | null> => {
    const everyChannel = BUSINESS_PERMISSION_CODES.channel.allChannels;
    if (await hasPermission(auth.user.id, everyChannel, auth.versions)) return null;
    const orgCode = auth.user.org_code;
    if (!orgCode) return null;
    return channelsOfDepartment.get(orgCode, auth.versions);
  };
  const outside = (codes: readonly string[] | null, code: string | null | undefined) =>
    codes !== null && !(code && codes.includes(code));

  /** `userScope` of a channel table: the rows of the caller's channels. */
  const rows = async <TB extends ChannelTable>(eb: ExpressionBuilder<Database, TB>, auth: AuthContext) => {
    const codes = await codesOf(auth);
    const own = eb as unknown as ExpressionBuilder<Database, ChannelTable>;
    return codes ? (own("channel_id", "in", codes) as Expression<SqlBool>) : undefined;
  };

  /**
   * An add or edit's channel: a kept caller writes only their channels; an add naming none gets the
   * caller's channel when there is one.
   */
  const written = async <V extends { channel_id?: string | null }>(
    values: V,
    { mode, auth }: { readonly mode: "add" | "edit"; readonly auth: AuthContext },
  ): Promise<V> => {
    const codes = await codesOf(auth);
    if (!codes) return values;
    const sent = values.channel_id;
    if (sent === undefined && mode === "edit") return values;
    if (!sent) {
      if (codes.length !== 1) throw new BusinessError(MSG_CHOOSE_CHANNEL);
      return { ...values, channel_id: codes[0] };
    }
    if (outside(codes, sent)) throw new BusinessError(MSG_OTHER_CHANNEL);
    return values;
  };

  return {
    codesOf,
    rows,

    /** A crudRoutes `check` (or its last step): the written channel is one of the caller's. */
    written,

    /** Refuses a record of another channel (an order's or claim's move and history, a card action). */
    async reach(table: ChannelTable, id: string, auth: AuthContext): Promise<void> {
      const codes = await codesOf(auth);
      if (!codes) return;
      const row = await (
        db as unknown as Kysely<Record<ChannelTable, { id: string; channel_id: string | null }>>
      )
        .selectFrom(table)
        .select("channel_id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (row && outside(codes, row.channel_id)) throw new BusinessError(MSG_OTHER_CHANNEL);
    },
  };
}

export type ChannelScope = ReturnType<typeof channelScope>;
