import { healthReport } from "@kanya/resources";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "./deps";
import { recordJson } from "./record-json";

/** `/business/healthReport`: reports with the patient's and hospital's names kept; the files are PDFs. */
export function healthReportRoutes({ db, clock, importDeps }: BusinessDeps): RouteSpec[] {
  return crudRoutes(
    db,
    {
      resource: healthReport,
      toJson: recordJson(healthReport),
      defaultSort: { field: "reportDate", order: "desc" },
      async check(values) {
        const next = { ...values };
        if (values.patient_id) {
          const patient = await db
            .selectFrom("biz_patient")
            .select("name")
            .where("id", "=", values.patient_id)
            .executeTakeFirst();
          if (!patient) throw new BusinessError("患者不存在");
          next.patient_name = patient.name;
        }
        if (values.hospital_id) {
          const hospital = await db
            .selectFrom("biz_hospital")
            .select("name")
            .where("id", "=", values.hospital_id)
            .executeTakeFirst();
          if (!hospital) throw new BusinessError("医院不存在");
          next.hospital_name = hospital.name;
        }
        if (values.file?.split(",").some((path) => !/\.pdf$/i.test(path.trim())))
          throw new BusinessError("报告文件只能是PDF");
        return next;
      },
      excel: { title: "健康报告", deps: importDeps },
    },
    clock,
  );
}
