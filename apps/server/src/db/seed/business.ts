import { idCardCheckCharacter } from "@kanya/core/validate";
import { CHANNELS, MEMBER_CARD_STATUS, ORDER_STATUS, type OrderStatus, orderFlow } from "@kanya/resources";
import type { Insertable, Kysely } from "kysely";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import type {
  BizCustomerTable,
  BizDoctorTable,
  BizHospitalTable,
  BizMemberCardTable,
  BizPatientTable,
  BizRecordTransitionTable,
  BizServiceOrderTable,
} from "../schema-business";
import { departId } from "./departs";

/*
 * The business demo data (issue 16), in Chinese, with fictional names: 17 channels, 60 customers, 120
 * member cards, 150 patients, 20 hospitals, 60 doctors and 300 orders over the last 30 days in every status
 * with the transitions that led there. Deterministic: a fixed-seed generator and times derived from `now`.
 */

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** mulberry32: a small fixed-seed generator, so every database gets the same demo rows. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** One value of `[weight, value]` entries, as likely as its weight (a record's path through its flow). */
  const weighted = <T>(entries: readonly (readonly [weight: number, value: T])[]): T => {
    let roll = int(entries.reduce((sum, [weight]) => sum + weight, 0));
    for (const [weight, value] of entries) {
      if (roll < weight) return value;
      roll -= weight;
    }
    return (entries[entries.length - 1] as readonly [number, T])[1];
  };
  return { next, int, pick, weighted };
}

export const SURNAMES =
  "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤";
export const GIVEN =
  "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志文辉力永健世广海云飞鹏宇浩然子涵欣怡思雨梓萱佳琪晨阳嘉怡雅婷";
const AREAS: readonly (readonly [code: string, text: string, region: string])[] = [
  ["110105", "北京市/北京市/朝阳区", "110105"],
  ["110108", "北京市/北京市/海淀区", "110108"],
  ["310104", "上海市/上海市/徐汇区", "310104"],
  ["310115", "上海市/上海市/浦东新区", "310115"],
  ["440305", "广东省/深圳市/南山区", "440305"],
  ["440106", "广东省/广州市/天河区", "440106"],
  ["330106", "浙江省/杭州市/西湖区", "330106"],
  ["320106", "江苏省/南京市/鼓楼区", "320106"],
  ["510107", "四川省/成都市/武侯区", "510107"],
  ["420106", "湖北省/武汉市/武昌区", "420106"],
];
const HOSPITAL_WORDS = ["仁和", "康泰", "博爱", "济安", "同心", "惠民", "瑞康", "安贞", "福寿", "明德"];
const HOSPITAL_KINDS = ["综合医院", "中心医院", "口腔医院", "健康体检中心", "妇幼保健院", "中医院"];
const DEPARTMENTS = [
  "内科",
  "外科",
  "口腔科",
  "儿科",
  "妇产科",
  "眼科",
  "皮肤科",
  "中医科",
  "体检中心",
  "心内科",
];
const SPECIALTIES: Readonly<Record<string, string>> = {
  内科: "高血压、糖尿病等慢性病管理",
  外科: "微创手术、创伤处理",
  口腔科: "种植牙、正畸、牙周治疗",
  儿科: "儿童呼吸道疾病、生长发育评估",
  妇产科: "孕期保健、妇科常见病",
  眼科: "白内障、青光眼、视光检查",
  皮肤科: "湿疹、痤疮、过敏性皮肤病",
  中医科: "中医调理、针灸推拿",
  体检中心: "健康体检报告解读",
  心内科: "冠心病、心律失常",
};
const SCHEDULES = [
  "周一上午、周三全天",
  "周二全天、周四上午",
  "周一至周五上午",
  "周三下午、周六上午",
  "周五全天",
];
const ALLERGIES = ["无", "无", "无", "青霉素过敏", "海鲜过敏", "花粉过敏", "磺胺类药物过敏"];
const CONTACTS = ["周经理", "吴经理", "郑主管", "冯经理", "陈主任", "褚经理"];
const PRICES: Readonly<Record<string, readonly number[]>> = {
  "1": [399, 699, 1299, 2599],
  "2": [50, 100, 300],
  "3": [200, 380, 580],
  "4": [150, 480, 980, 3800],
  "5": [39, 69, 99],
  "6": [29, 49, 79],
};

/** Status paths an order may have taken, each ending in the status it has now, with a weight. */
const PATHS: readonly (readonly [weight: number, path: readonly OrderStatus[]])[] = [
  [3, ["1"]],
  [3, ["1", "2"]],
  [3, ["1", "2", "3"]],
  [2, ["1", "2", "3", "4"]],
  [6, ["1", "2", "3", "4", "5"]],
  [1, ["1", "6"]],
  [1, ["1", "2", "6"]],
  [1, ["1", "2", "7"]],
  [1, ["1", "2", "3", "7"]],
  [1, ["1", "2", "7", "8"]],
];
const MOVER: Readonly<Record<OrderStatus, string>> = {
  "1": "admin",
  "2": "admin",
  "3": "clinic01",
  "4": "clinic01",
  "5": "clinic01",
  "6": "admin",
  "7": "clinic01",
  "8": "caiwu01",
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** `yyyy-MM-dd` of an instant in GMT+8. */
const dayOf = (instant: Date) => new Date(instant.getTime() + 8 * HOUR).toISOString().slice(0, 10);

/** Inserts the business demo rows; `now` is the seed's clock. */
export async function seedBusinessData(db: Kysely<Database>, now: Date): Promise<void> {
  const r = generator(20261125);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const personName = () =>
    `${r.pick([...SURNAMES])}${r.pick([...GIVEN])}${r.next() < 0.5 ? r.pick([...GIVEN]) : ""}`;
  const audit = (createBy: string, createTime: Date) => ({
    create_by: createBy,
    create_time: createTime,
    update_by: null,
    update_time: null,
  });

  await db
    .insertInto("biz_channel")
    .values(
      CHANNELS.map((c, i) => ({
        id: stableId(`biz-channel:${c.code}`),
        code: c.code,
        name: c.name,
        type: c.type,
        contact_name: CONTACTS[i % CONTACTS.length] ?? null,
        contact_phone: `137${pad(10000000 + i * 7919, 8)}`,
        // The departments' ids (the department picker's values), from the org codes of CHANNELS.
        depart_ids: c.departIds.map(departId).join(","),
        status: i === 16 ? "0" : "1",
        remark: `${c.name}合作渠道`,
        ...audit("admin", at((400 - i) * DAY)),
      })),
    )
    .execute();

  const customers: Insertable<BizCustomerTable>[] = Array.from({ length: 60 }, (_, i) => {
    const company = i % 12 === 11;
    const channel = CHANNELS[i % CHANNELS.length];
    return {
      id: stableId(`biz-customer:${i}`),
      name: company ? `${r.pick(HOSPITAL_WORDS)}科技有限公司${i}` : personName(),
      type: company ? "2" : "1",
      mobile: `139${pad(20000000 + i * 104729, 8)}`,
      channel_id: channel?.code ?? "1",
      is_member: i % 3 === 0 ? "N" : "Y",
      member_level: i % 3 === 0 ? null : String(1 + (i % 4)),
      email: null,
      address: `${r.pick(AREAS)[1].replaceAll("/", "")}${1 + r.int(300)}号`,
      remark: null,
      ...audit("admin", at((200 - i) * DAY)),
    };
  });
  await db.insertInto("biz_customer").values(customers).execute();

  const cards: Insertable<BizMemberCardTable>[] = Array.from({ length: 120 }, (_, i) => {
    const holder = customers[i % customers.length] as Insertable<BizCustomerTable>;
    const status =
      i % 10 === 0
        ? MEMBER_CARD_STATUS.inactive
        : i % 10 === 7
          ? MEMBER_CARD_STATUS.frozen
          : i % 10 === 9
            ? MEMBER_CARD_STATUS.expired
            : MEMBER_CARD_STATUS.active;
    const activated = status === MEMBER_CARD_STATUS.inactive ? null : at((20 + r.int(300)) * DAY);
    const cardType = String(1 + (i % 5));
    const validTo =
      status === MEMBER_CARD_STATUS.expired
        ? dayOf(at((1 + r.int(60)) * DAY))
        : activated
          ? dayOf(new Date(activated.getTime() + 365 * DAY))
          : null;
    return {
      id: stableId(`biz-member-card:${i}`),
      card_no: `KY${pad(88000000 + i * 37, 10)}`,
      card_type: cardType,
      channel_id: holder.channel_id ?? "1",
      customer_id: holder.id,
      holder_name: holder.name,
      activation_code: pad((i * 7_654_321 + 13) % 1_000_000, 6),
      activate_time: activated,
      valid_from: activated ? dayOf(activated) : null,
      valid_to: validTo,
      remaining_times: cardType === "5" ? null : 2 + r.int(10),
      balance: cardType === "5" ? (5 + r.int(50)) * 100 : null,
      status,
      ...audit("admin", activated ?? at((30 + i) * DAY)),
    };
  });
  await db.insertInto("biz_member_card").values(cards).execute();

  const patients: Insertable<BizPatientTable>[] = Array.from({ length: 150 }, (_, i) => {
    const year = 1950 + r.int(65);
    const birthday = `${year}-${pad(1 + r.int(12), 2)}-${pad(1 + r.int(28), 2)}`;
    const sex = i % 2 === 0 ? "1" : "2";
    const region = AREAS[i % AREAS.length]?.[2] ?? "110105";
    let sequence = 100 + ((i * 7) % 890) * 1 + (sex === "1" ? 1 : 0);
    if ((sequence % 2 === 1) !== (sex === "1")) sequence += 1;
    let first17 = `${region}${birthday.replaceAll("-", "")}${pad(sequence % 1000, 3)}`;
    while (idCardCheckCharacter(first17) === "X") {
      sequence += 2;
      first17 = `${region}${birthday.replaceAll("-", "")}${pad(sequence % 1000, 3)}`;
    }
    const customer = customers[i % customers.length] as Insertable<BizCustomerTable>;
    const card = i < cards.length && i % 4 !== 3 ? cards[i] : undefined;
    return {
      id: stableId(`biz-patient:${i}`),
      name: i < customers.length && customer.type === "1" ? customer.name : personName(),
      sex,
      birthday,
      id_card: first17 + idCardCheckCharacter(first17),
      mobile: `138${pad(30000000 + i * 65537, 8)}`,
      record_no: `BL${pad(202400001 + i, 10)}`,
      allergies: r.pick(ALLERGIES),
      channel_id: customer.channel_id ?? "1",
      customer_id: customer.id,
      member_card_id: card?.id ?? null,
      ...audit("clinic01", at((180 - i) * DAY)),
    };
  });
  await db.insertInto("biz_patient").values(patients).execute();

  const hospitals: Insertable<BizHospitalTable>[] = Array.from({ length: 20 }, (_, i) => {
    const area = AREAS[i % AREAS.length] as (typeof AREAS)[number];
    const kind = HOSPITAL_KINDS[i % HOSPITAL_KINDS.length] ?? "综合医院";
    const city = area[1].split("/")[1]?.replace("市", "") ?? "";
    return {
      id: stableId(`biz-hospital:${i}`),
      name: `${city}${HOSPITAL_WORDS[i % HOSPITAL_WORDS.length]}${kind}`,
      level: kind.includes("口腔") ? "6" : String(1 + (i % 4)),
      area: area[0],
      area_text: area[1],
      address: `${area[1].split("/")[2]}健康路${10 + i * 3}号`,
      departments: DEPARTMENTS.filter((_, d) => (d + i) % 3 !== 0).join(","),
      phone: `0${pad(10 + i, 2)}-${pad(6000000 + i * 1117, 8)}`,
      cooperation_status: i === 18 ? "2" : i === 19 ? "3" : "1",
      ...audit("admin", at((365 - i * 5) * DAY)),
    };
  });
  await db.insertInto("biz_hospital").values(hospitals).execute();

  const doctors: Insertable<BizDoctorTable>[] = Array.from({ length: 60 }, (_, i) => {
    const hospital = hospitals[i % hospitals.length] as Insertable<BizHospitalTable>;
    const department = DEPARTMENTS[(i * 3) % DEPARTMENTS.length] ?? "内科";
    return {
      id: stableId(`biz-doctor:${i}`),
      name: personName(),
      hospital_id: hospital.id,
      hospital_name: hospital.name,
      department,
      title: String(1 + (i % 4)),
      specialty: SPECIALTIES[department] ?? null,
      schedule: SCHEDULES[i % SCHEDULES.length] ?? null,
      status: i % 9 === 8 ? "2" : "1",
      ...audit("admin", at((300 - i) * DAY)),
    };
  });
  await db.insertInto("biz_doctor").values(doctors).execute();

  const pickPath = () => r.weighted(PATHS);
  const orders: Insertable<BizServiceOrderTable>[] = [];
  const transitions: Insertable<BizRecordTransitionTable>[] = [];
  for (let i = 0; i < 300; i++) {
    const patient = patients[r.int(patients.length)] as Insertable<BizPatientTable>;
    const customer =
      customers.find((c) => c.id === patient.customer_id) ?? (customers[0] as Insertable<BizCustomerTable>);
    const doctor = doctors[r.int(doctors.length)] as Insertable<BizDoctorTable>;
    const serviceType = String(1 + r.int(6));
    const online = serviceType === "5" || serviceType === "6";
    const amount = r.pick(PRICES[serviceType] ?? [100]);
    const path = pickPath();
    const status = path[path.length - 1] ?? ORDER_STATUS.unpaid;
    // Spread over the last 30 days, the newest orders minutes old; each step a few hours after the last.
    const created = at(Math.floor((i / 300) * 30 * DAY) + r.int(6 * HOUR) + 10 * 60_000);
    const id = stableId(`biz-service-order:${i}`);
    const paid = path.includes(ORDER_STATUS.toBook);
    let time = created.getTime();
    for (let step = 1; step < path.length; step++) {
      time = Math.min(time + (1 + r.int(20)) * HOUR, now.getTime() - (path.length - step) * 60_000);
      const to = path[step] as OrderStatus;
      transitions.push({
        id: stableId(`biz-service-order-transition:${i}:${step}`),
        flow: orderFlow.name,
        record_id: id,
        from_status: path[step - 1] as OrderStatus,
        to_status: to,
        remark:
          to === ORDER_STATUS.cancelled
            ? "客户取消"
            : to === ORDER_STATUS.refunding
              ? "行程变更，申请退款"
              : null,
        create_by: MOVER[to],
        create_time: new Date(time),
      });
    }
    orders.push({
      id,
      order_no: `FW${dayOf(created).replaceAll("-", "")}9${pad(i, 3)}`,
      channel_id: customer.channel_id ?? "1",
      service_type: serviceType,
      customer_id: customer.id,
      customer_name: customer.name,
      patient_id: patient.id,
      patient_name: patient.name,
      hospital_id: online ? null : (doctor.hospital_id ?? null),
      hospital_name: online ? null : (doctor.hospital_name ?? null),
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      appointment_time: new Date(created.getTime() + (2 + r.int(10)) * DAY),
      amount,
      paid_amount: paid ? amount : null,
      pay_method: paid ? String(1 + r.int(5)) : null,
      status,
      remark: null,
      ...audit("admin", created),
      ...(path.length > 1 ? { update_by: MOVER[status], update_time: new Date(time) } : {}),
    });
  }
  for (let i = 0; i < orders.length; i += 100)
    await db
      .insertInto("biz_service_order")
      .values(orders.slice(i, i + 100))
      .execute();
  for (let i = 0; i < transitions.length; i += 200)
    await db
      .insertInto("biz_record_transition")
      .values(transitions.slice(i, i + 200))
      .execute();
}
