import { doctor, hospital } from "@kanya/resources";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "./deps";
import { recordJson } from "./record-json";

/** `/business/hospital` and `/business/doctor`: a doctor keeps the name of the hospital it belongs to. */
export function hospitalRoutes({ db, clock, importDeps }: BusinessDeps): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        resource: hospital,
        toJson: recordJson(hospital),
        messages: { duplicate: "医院名称已存在" },
        async check(values, { existing }) {
          // A renamed hospital renames itself in its doctors' rows too.
          if (existing && values.name && values.name !== existing.name)
            await db
              .updateTable("biz_doctor")
              .set({ hospital_name: values.name })
              .where("hospital_id", "=", existing.id)
              .execute();
          return values;
        },
        async onDelete(trx, ids) {
          const doctors = await trx
            .selectFrom("biz_doctor")
            .select("id")
            .where("hospital_id", "in", ids)
            .limit(1)
            .execute();
          if (doctors.length > 0) throw new BusinessError("医院下还有医生，不能删除");
        },
        excel: { title: "医院", deps: importDeps },
      },
      clock,
    ),
    ...crudRoutes(
      db,
      {
        resource: doctor,
        toJson: recordJson(doctor),
        async check(values) {
          if (values.hospital_id === undefined) return values;
          const found = await db
            .selectFrom("biz_hospital")
            .select("name")
            .where("id", "=", values.hospital_id ?? "")
            .executeTakeFirst();
          if (!found) throw new BusinessError("医院不存在");
          return { ...values, hospital_name: found.name };
        },
        excel: { title: "医生", deps: importDeps },
      },
      clock,
    ),
  ];
}
