import { ORDER_STATUS } from "@kanya/resources";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { DayRange } from "./date-range";
import { dictTexts, hasTable } from "./table-presence";

/** Orders that count as revenue: paid and not given back (待预约 … 已完成, and 退款中 until it is refunded). */
export const REVENUE_STATUSES: readonly string[] = [
  ORDER_STATUS.toBook,
  ORDER_STATUS.booked,
  ORDER_STATUS.inService,
  ORDER_STATUS.done,
  ORDER_STATUS.refunding,
];
/** How many hospitals and doctors the rankings show. */
export const TOP_COUNT = 10;

export interface NamedCount {
  name: string;
  orders: number;
  revenue: number;
}

export interface AnalysisFigures {
  start: string;
  end: string;
  totals: { orders: number; revenue: number; customers: number; claims: number };
  /** One entry per day of the range, days without orders included. */
  byDay: { day: string; orders: number; revenue: number }[];
  byChannel: NamedCount[];
  byServiceType: NamedCount[];
  claimsByStatus: { status: string; name: string; count: number }[];
  topHospitals: NamedCount[];
  topDoctors: (NamedCount & { hospital: string })[];
}

const dayOf = sql<string>`to_char((o.create_time at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const revenue = sql<string>`coalesce(sum(case when o.status in (${sql.join(
  REVENUE_STATUSES,
)}) then coalesce(o.paid_amount, 0) else 0 end), 0)`;
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * The 首页 figures of a range of days, from the service orders (and the claims once they exist); `keptChannels`,
 * when given, keeps them to those channels' orders and claims (a user kept to their department's channels).
 */
export async function analysisFigures(
  db: Kysely<Database>,
  range: DayRange,
  keptChannels: readonly string[] | null = null,
): Promise<AnalysisFigures> {
  const orders = () => {
    const inRange = db
      .selectFrom("biz_service_order as o")
      .where("o.create_time", ">=", range.from)
      .where("o.create_time", "<", range.to);
    return keptChannels ? inRange.where("o.channel_id", "in", keptChannels) : inRange;
  };
  const grouped = <K extends "o.channel_id" | "o.service_type">(column: K) =>
    orders()
      .select([
        sql<string | null>`${sql.ref(column)}`.as("key"),
        sql<string>`count(*)`.as("orders"),
        revenue.as("revenue"),
      ])
      .groupBy(column)
      .orderBy(sql`count(*)`, "desc")
      .orderBy(column)
      .execute();

  const [days, channels, services, hospitals, doctors, totals, channelNames, serviceNames, claims] =
    await Promise.all([
      orders()
        .select([dayOf.as("day"), sql<string>`count(*)`.as("orders"), revenue.as("revenue")])
        .groupBy(dayOf)
        .execute(),
      grouped("o.channel_id"),
      grouped("o.service_type"),
      orders()
        .where("o.hospital_id", "is not", null)
        .select(["o.hospital_id", sql<string>`max(o.hospital_name)`.as("name")])
        .select([sql<string>`count(*)`.as("orders"), revenue.as("revenue")])
        .groupBy("o.hospital_id")
        .orderBy(sql`count(*)`, "desc")
        .orderBy(sql`max(o.hospital_name)`)
        .limit(TOP_COUNT)
        .execute(),
      orders()
        .where("o.doctor_id", "is not", null)
        .select([
          "o.doctor_id",
          sql<string>`max(o.doctor_name)`.as("name"),
          sql<string>`max(o.hospital_name)`.as("hospital"),
        ])
        .select([sql<string>`count(*)`.as("orders"), revenue.as("revenue")])
        .groupBy("o.doctor_id")
        .orderBy(sql`count(*)`, "desc")
        .orderBy(sql`max(o.doctor_name)`)
        .limit(TOP_COUNT)
        .execute(),
      orders()
        .select([
          sql<string>`count(*)`.as("orders"),
          revenue.as("revenue"),
          sql<string>`count(distinct o.customer_id)`.as("customers"),
        ])
        .executeTakeFirstOrThrow(),
      dictTexts(db, "business_channel"),
      dictTexts(db, "service_type"),
      claimsByStatus(db, range, keptChannels),
    ]);

  const perDay = new Map(days.map((d) => [d.day, d]));
  const named = (
    rows: { key: string | null; orders: string; revenue: string }[],
    names: Map<string, string>,
  ) =>
    rows.map((r) => ({
      name: r.key === null ? "未知" : (names.get(r.key) ?? r.key),
      orders: Number(r.orders),
      revenue: money(r.revenue),
    }));
  return {
    start: range.start,
    end: range.end,
    totals: {
      orders: Number(totals.orders),
      revenue: money(totals.revenue),
      customers: Number(totals.customers),
      claims: claims.reduce((sum, c) => sum + c.count, 0),
    },
    byDay: range.days.map((day) => ({
      day,
      orders: Number(perDay.get(day)?.orders ?? 0),
      revenue: money(perDay.get(day)?.revenue),
    })),
    byChannel: named(channels, channelNames),
    byServiceType: named(services, serviceNames),
    claimsByStatus: claims,
    topHospitals: hospitals.map((h) => ({
      name: h.name,
      orders: Number(h.orders),
      revenue: money(h.revenue),
    })),
    topDoctors: doctors.map((d) => ({
      name: d.name,
      hospital: d.hospital ?? "",
      orders: Number(d.orders),
      revenue: money(d.revenue),
    })),
  };
}

/** Claims reported in the range, by status (texts from `claim_status`); none while `biz_claim` is absent. */
async function claimsByStatus(db: Kysely<Database>, range: DayRange, channels: readonly string[] | null) {
  if (!(await hasTable(db, "biz_claim", ["status", "create_time", "channel_id"]))) return [];
  const kept = channels ? sql`and channel_id in (${sql.join(channels)})` : sql``;
  const [{ rows }, names] = await Promise.all([
    sql<{ status: string | null; count: string }>`select status, count(*) as count from biz_claim
      where create_time >= ${range.from} and create_time < ${range.to} ${kept}
      group by status order by status`.execute(db),
    dictTexts(db, "claim_status"),
  ]);
  return rows.map((r) => ({
    status: r.status ?? "",
    name: (r.status !== null && names.get(r.status)) || r.status || "未知",
    count: Number(r.count),
  }));
}
