import { CONSULTATION_STATUS, consultation, consultationFlow } from "@kanya/resources";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "./deps";
import { deleteFlowHistory, flowRoutes } from "./flow-routes";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";
import { recordJson } from "./record-json";

const CODES = BUSINESS_PERMISSION_CODES.consultation;

/**
 * `/business/consultation`: video and phone consultations (one table, `kind`; each page lists one), the
 * patient's and doctor's names (and the doctor's hospital) kept beside the ids, and the status flow
 * (consultation-flow.ts): finishing needs the summary.
 */
export function consultationRoutes(deps: BusinessDeps): RouteSpec[] {
  const { db, clock, importDeps } = deps;
  return [
    ...crudRoutes(
      db,
      {
        resource: consultation,
        toJson: recordJson(consultation),
        defaultSort: { field: "scheduledTime", order: "desc" },
        // Each page is one kind: its list, export and status counts (`?kind=video`).
        requestScope: (eb, params) => (params.kind ? eb("kind", "=", params.kind) : undefined),
        async check(values, { mode }) {
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
          if (values.doctor_id) {
            const doctor = await db
              .selectFrom("biz_doctor")
              .select(["name", "hospital_name"])
              .where("id", "=", values.doctor_id)
              .executeTakeFirst();
            if (!doctor) throw new BusinessError("医生不存在");
            next.doctor_name = doctor.name;
            next.hospital_name = doctor.hospital_name;
          }
          return mode === "add" ? { ...next, status: consultationFlow.initial } : next;
        },
        onDelete: (trx, ids) => deleteFlowHistory(trx, consultationFlow, ids),
        excel: { title: "问诊", deps: importDeps },
      },
      clock,
    ),
    ...flowRoutes(deps, {
      flow: consultationFlow,
      table: "biz_consultation",
      path: "/business/consultation",
      listCode: CODES.list,
      async onMove({ trx, id, edge }) {
        if (edge.to !== CONSULTATION_STATUS.done) return;
        const row = await trx
          .selectFrom("biz_consultation")
          .select("summary")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row?.summary?.trim()) throw new BusinessError("请先填写问诊小结，再完成问诊");
      },
    }),
  ];
}
