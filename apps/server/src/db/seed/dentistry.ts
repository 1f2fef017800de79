import { idCardCheckCharacter } from "@kanya/core/validate";
import { DENTISTRY_STATUS, dentistryOrderFlow, TREATMENT_ITEMS, treatmentItemAmount } from "@kanya/resources";
import type { Insertable, Kysely } from "kysely";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import type { BizRecordTransitionTable } from "../schema-business";
import type {
  BizDentistryOrderTable,
  BizDentistryPatientTable,
  BizDentistryTreatmentItemTable,
  BizDentistTable,
} from "../schema-dentistry";
import { GIVEN, generator, SURNAMES } from "./business";
import { departId } from "./departs";

/*
 * The dentistry demo (issue 16), deterministic from `now`: 3 stores, each the clinic department its staff
 * work in (ck002 朝阳, ck001 海淀), 4 dentists each, 100 patients each, and orders over the last 3 weeks,
 * today (every status: the morning's done or being treated, the afternoon's still booked) and the next
 * days, with their treatment items and the moves that led to their status.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PATIENTS_PER_STORE = 100;
const PAST_DAYS = 21;

interface StoreSeed {
  readonly key: string;
  readonly name: string;
  readonly orgCode: string;
  readonly departName: string;
  readonly area: string;
  readonly areaText: string;
  readonly address: string;
  readonly phone: string;
}

export const DENTISTRY_STORES: readonly StoreSeed[] = [
  {
    key: "chaoyang",
    name: "朝阳口腔门诊",
    orgCode: "A01A07A01",
    departName: "朝阳口腔门诊",
    area: "110105",
    areaText: "北京市/北京市/朝阳区",
    address: "朝阳区建国路88号康宁大厦2层",
    phone: "010-65001001",
  },
  {
    key: "haidian",
    name: "海淀口腔门诊",
    orgCode: "A01A07A02",
    departName: "海淀口腔门诊",
    area: "110108",
    areaText: "北京市/北京市/海淀区",
    address: "海淀区中关村大街27号明德广场3层",
    phone: "010-62002002",
  },
  {
    key: "wangjing",
    name: "望京口腔门诊",
    orgCode: "A01A07A03",
    departName: "望京口腔门诊",
    area: "110105",
    areaText: "北京市/北京市/朝阳区",
    address: "朝阳区望京街10号悦行中心1层",
    phone: "010-64003003",
  },
];

/** The id of a seeded store by its key. */
export const dentistryStoreId = (key: string) => stableId(`biz-dentistry-store:${key}`);

const DENTIST_SPECIALTIES = [
  "牙体牙髓、根管治疗",
  "口腔种植、修复",
  "儿童口腔、窝沟封闭",
  "正畸、隐形矫治",
  "牙周治疗、洁治",
  "智齿拔除、口腔外科",
];
const SCHEDULES = ["周一至周五 全天", "周二、周四、周六 全天", "周一、三、五 上午", "周末 全天"];
const ALLERGIES = ["无", "无", "无", "无", "青霉素过敏", "利多卡因过敏", "乳胶过敏"];
const REGIONS = ["110105", "110108", "110101", "130102", "120101", "370102"];
/** Payment methods of the front desk: 微信, 支付宝, 银行卡, 会员卡抵扣. */
const PAY_METHODS = ["1", "2", "3", "4"];

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Midnight of the instant's day in GMT+8. */
const dayStart = (instant: Date) => {
  const shifted = instant.getTime() + 8 * HOUR;
  return new Date(shifted - (shifted % DAY) - 8 * HOUR);
};

/** Today's appointments by time: the first two done, then waiting to pay, one cancelled, in treatment, arrived. */
const TODAY: readonly string[] = ["5", "5", "4", "4", "6", "3", "2", "2"];

/** The path of statuses an order took to reach `status`. */
function pathTo(status: string): string[] {
  const S = DENTISTRY_STATUS;
  const main = [S.booked, S.arrived, S.treating, S.toPay, S.done];
  if (status === S.cancelled) return [S.booked, S.cancelled];
  return main.slice(0, main.indexOf(status as (typeof main)[number]) + 1);
}

/** Inserts the dentistry demo rows; `now` is the seed's clock. */
export async function seedDentistryData(db: Kysely<Database>, now: Date): Promise<void> {
  const r = generator(20261126);
  const personName = () =>
    `${r.pick([...SURNAMES])}${r.pick([...GIVEN])}${r.next() < 0.5 ? r.pick([...GIVEN]) : ""}`;
  const created = new Date(now.getTime() - 400 * DAY);

  await db
    .insertInto("biz_dentistry_store")
    .values(
      DENTISTRY_STORES.map((s) => ({
        id: dentistryStoreId(s.key),
        name: s.name,
        area: s.area,
        area_text: s.areaText,
        address: s.address,
        hours: "09:00-18:00",
        phone: s.phone,
        depart_id: departId(s.orgCode),
        depart_name: s.departName,
        status: "1",
        create_by: "admin",
        create_time: created,
      })),
    )
    .execute();

  const dentists: Insertable<BizDentistTable>[] = DENTISTRY_STORES.flatMap((s, si) =>
    Array.from({ length: 4 }, (_, i) => ({
      id: stableId(`biz-dentist:${s.key}:${i}`),
      name: `${r.pick([...SURNAMES])}${r.pick([...GIVEN])}${r.pick([...GIVEN])}`,
      store_id: dentistryStoreId(s.key),
      store_name: s.name,
      title: String(1 + ((si + i) % 4)),
      specialty: DENTIST_SPECIALTIES[(si * 4 + i) % DENTIST_SPECIALTIES.length] ?? null,
      schedule: SCHEDULES[i % SCHEDULES.length] ?? null,
      // One dentist of each store is off (停诊).
      status: i === 3 ? "2" : "1",
      create_by: "admin",
      create_time: created,
    })),
  );
  await db.insertInto("biz_dentist").values(dentists).execute();

  let sequence = 0;
  const patients: Insertable<BizDentistryPatientTable>[] = DENTISTRY_STORES.flatMap((s) =>
    Array.from({ length: PATIENTS_PER_STORE }, (_, i) => {
      sequence += 1;
      const year = 1950 + r.int(65);
      const birthday = `${year}-${pad(1 + r.int(12), 2)}-${pad(1 + r.int(28), 2)}`;
      const sex = r.next() < 0.5 ? "1" : "2";
      // The 17th digit is odd for men; the sequence keeps the numbers unique.
      let order = (sequence * 2 + (sex === "1" ? 1 : 0)) % 1000;
      let first17 = `${r.pick(REGIONS)}${birthday.replaceAll("-", "")}${pad(order, 3)}`;
      while (idCardCheckCharacter(first17) === "X") {
        order = (order + 2) % 1000;
        first17 = `${first17.slice(0, 14)}${pad(order, 3)}`;
      }
      return {
        id: stableId(`biz-dentistry-patient:${s.key}:${i}`),
        name: personName(),
        sex,
        birthday,
        mobile: `136${pad(10000000 + sequence * 27449, 8)}`,
        // A third of the patients gave no ID card.
        id_card: i % 3 === 2 ? null : first17 + idCardCheckCharacter(first17),
        record_no: `YK${pad(sequence, 8)}`,
        store_id: dentistryStoreId(s.key),
        store_name: s.name,
        allergies: r.pick(ALLERGIES),
        create_by: "admin",
        create_time: new Date(now.getTime() - (60 + r.int(300)) * DAY),
      };
    }),
  );
  await db.insertInto("biz_dentistry_patient").values(patients).execute();
  await db
    .insertInto("kanya_sequence")
    .values({ name: "fill-rule:dentistry_record_no", value: sequence, update_time: now })
    .execute();

  const S = DENTISTRY_STATUS;
  const today = dayStart(now);
  const orders: Insertable<BizDentistryOrderTable>[] = [];
  const items: Insertable<BizDentistryTreatmentItemTable>[] = [];
  const moves: Insertable<BizRecordTransitionTable>[] = [];
  const daily = new Map<string, number>();

  DENTISTRY_STORES.forEach((s, si) => {
    const storeId = dentistryStoreId(s.key);
    const working = dentists.filter((d) => d.store_id === storeId && d.status === "1");
    const own = patients.filter((p) => p.store_id === storeId);
    const staff = s.key === "haidian" ? "ck001" : s.key === "chaoyang" ? "ck002" : "admin";
    for (let day = -PAST_DAYS; day <= 3; day++) {
      const count = day === 0 ? 14 : day > 0 ? 4 + r.int(4) : 6 + r.int(6);
      // Half-hour slots from 09:00, one per visit, in order.
      const slots = Array.from({ length: 18 }, (_, k) => k)
        .sort(() => r.next() - 0.5)
        .slice(0, count)
        .sort((a, b) => a - b);
      slots.forEach((slot, k) => {
        const time = new Date(today.getTime() + day * DAY + 9 * HOUR + slot * 30 * MINUTE);
        const patient = own[r.int(own.length)] as Insertable<BizDentistryPatientTable>;
        const dentist = working[(k + si) % working.length] as Insertable<BizDentistTable>;
        let status: string;
        if (day > 0) status = S.booked;
        else if (day < 0) status = r.next() < 0.1 ? S.cancelled : r.next() < 0.04 ? S.toPay : S.done;
        // Today, whatever the hour the seed runs at: the earlier visits further along, every status shown.
        else status = TODAY[k] ?? S.booked;
        const dayKey = new Date(time.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll("-", "");
        const n = (daily.get(dayKey) ?? 0) + 1;
        daily.set(dayKey, n);
        const id = stableId(`biz-dentistry-order:${s.key}:${day}:${k}`);
        const path = pathTo(status);
        const treated = path.includes(S.toPay);
        let amount = 0;
        if (treated) {
          const lines = 1 + r.int(3);
          for (let line = 0; line < lines; line++) {
            const item = r.pick(TREATMENT_ITEMS);
            const quantity = item.perTooth && r.next() < 0.3 ? 2 : 1;
            const lineAmount = treatmentItemAmount(quantity, item.price);
            amount += lineAmount;
            items.push({
              id: stableId(`biz-dentistry-item:${id}:${line}`),
              order_id: id,
              sort_no: line + 1,
              item: item.value,
              tooth: item.perTooth ? `${1 + r.int(4)}${1 + r.int(8)}` : null,
              quantity,
              unit_price: item.price,
              amount: lineAmount,
              create_by: staff,
              create_time: time,
            });
          }
        }
        const bookedAt = new Date(time.getTime() - (1 + r.int(7)) * DAY);
        orders.push({
          id,
          order_no: `YK${dayKey}${pad(n, 4)}`,
          store_id: storeId,
          store_name: s.name,
          patient_id: patient.id as string,
          patient_name: patient.name,
          patient_mobile: patient.mobile,
          dentist_id: dentist.id as string,
          dentist_name: dentist.name,
          appointment_time: time,
          amount,
          paid_amount: status === S.done ? amount : null,
          pay_method: status === S.done ? r.pick(PAY_METHODS) : null,
          status,
          remark: k % 9 === 4 ? "初诊，需拍牙片" : null,
          create_by: staff,
          create_time: bookedAt,
          update_by: path.length > 1 ? staff : null,
          update_time: path.length > 1 ? time : null,
        });
        path.slice(1).forEach((to, step) => {
          moves.push({
            id: stableId(`biz-dentistry-move:${id}:${step}`),
            flow: dentistryOrderFlow.name,
            record_id: id,
            from_status: path[step] ?? null,
            to_status: to,
            remark: null,
            create_by: staff,
            create_time: new Date(time.getTime() + step * 20 * MINUTE),
          });
        });
      });
    }
  });
  for (let i = 0; i < orders.length; i += 200)
    await db
      .insertInto("biz_dentistry_order")
      .values(orders.slice(i, i + 200))
      .execute();
  for (let i = 0; i < items.length; i += 300)
    await db
      .insertInto("biz_dentistry_treatment_item")
      .values(items.slice(i, i + 300))
      .execute();
  for (let i = 0; i < moves.length; i += 300)
    await db
      .insertInto("biz_record_transition")
      .values(moves.slice(i, i + 300))
      .execute();
  // The orders' daily numbers go on from the seeded ones.
  await db
    .insertInto("kanya_sequence")
    .values(
      [...daily].map(([day, value]) => ({
        name: `fill-rule:dentistry_order_no:${day}`,
        value,
        update_time: now,
      })),
    )
    .execute();
}
