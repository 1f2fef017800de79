import { dentist, dentistryPatient, dentistryStore } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "../business/deps";
import { recordJson } from "../business/record-json";
import { nextSequence } from "../fill-rule/generators";
import type { StoreScope } from "./store-scope";

/** The name of a store the user works in, for the rows that keep it beside its id. */
export async function storeNameOf(
  db: Kysely<Database>,
  scope: StoreScope,
  auth: Parameters<StoreScope["check"]>[1],
  storeId: string,
): Promise<string> {
  const store = await db
    .selectFrom("biz_dentistry_store")
    .select("name")
    .where("id", "=", storeId)
    .executeTakeFirst();
  if (!store) throw new BusinessError("门店不存在");
  await scope.check(db, auth, storeId);
  return store.name;
}

/**
 * `/dentistry/store`, `/dentistry/dentist` and `/dentistry/patient`: every list, read and write kept to the
 * user's stores (store-scope.ts). A store keeps its department's name; a dentist and a patient their
 * store's; a patient without a record number gets the next `YK` number.
 */
export function storeRoutes({ db, clock, importDeps }: BusinessDeps, scope: StoreScope): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        resource: dentistryStore,
        toJson: recordJson(dentistryStore),
        messages: { duplicate: "门店名称已存在" },
        defaultSort: { field: "name", order: "asc" },
        userScope: scope.stores,
        async check(values) {
          if (values.depart_id === undefined) return values;
          const depart = await db
            .selectFrom("sys_depart")
            .select("depart_name")
            .where("id", "=", values.depart_id)
            .where("del_flag", "=", "0")
            .executeTakeFirst();
          if (!depart) throw new BusinessError("所属部门不存在");
          return { ...values, depart_name: depart.depart_name };
        },
        async onDelete(trx, ids) {
          const used = await trx
            .selectFrom("biz_dentist")
            .select("id")
            .where("store_id", "in", ids)
            .union(trx.selectFrom("biz_dentistry_order").select("id").where("store_id", "in", ids))
            .limit(1)
            .execute();
          if (used.length > 0) throw new BusinessError("门店下还有医生或预约，不能删除");
        },
        excel: { title: "门店", deps: importDeps },
      },
      clock,
    ),
    ...crudRoutes(
      db,
      {
        resource: dentist,
        toJson: recordJson(dentist),
        userScope: scope.rows,
        async check(values, { auth }) {
          if (!values.store_id) return values;
          return { ...values, store_name: await storeNameOf(db, scope, auth, values.store_id) };
        },
        async onDelete(trx, ids) {
          const orders = await trx
            .selectFrom("biz_dentistry_order")
            .select("id")
            .where("dentist_id", "in", ids)
            .limit(1)
            .execute();
          if (orders.length > 0) throw new BusinessError("医生已有预约，不能删除，可改为停诊");
        },
        excel: { title: "牙医", deps: importDeps },
      },
      clock,
    ),
    ...crudRoutes(
      db,
      {
        resource: dentistryPatient,
        toJson: recordJson(dentistryPatient),
        messages: { duplicate: "身份证号或病历号已存在" },
        userScope: scope.rows,
        async check(values, { mode, auth }) {
          const next = { ...values };
          if (values.store_id) next.store_name = await storeNameOf(db, scope, auth, values.store_id);
          if (mode === "add" && !values.record_no) {
            const sequence = await nextSequence(db, "fill-rule:dentistry_record_no", clock());
            next.record_no = `YK${String(sequence).padStart(8, "0")}`;
          }
          return next;
        },
        async onDelete(trx, ids) {
          const orders = await trx
            .selectFrom("biz_dentistry_order")
            .select("id")
            .where("patient_id", "in", ids)
            .limit(1)
            .execute();
          if (orders.length > 0) throw new BusinessError("患者已有预约，不能删除");
        },
        excel: { title: "牙科患者", deps: importDeps },
      },
      clock,
    ),
  ];
}
