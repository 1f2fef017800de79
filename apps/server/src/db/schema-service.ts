import type { Generated } from "kysely";

/*
 * The customer-service records (migration 0018; model in packages/resources/README.md): work orders with
 * their handling records, consultations and health reports. Columns follow the resources' fields in
 * snake_case; a day is `date` text.
 */

interface AuditColumns {
  id: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface BizWorkOrderTable extends AuditColumns {
  work_no: string;
  title: string;
  /** `work_order_type` */
  type: string | null;
  /** `work_order_priority` */
  priority: string | null;
  channel_id: string | null;
  order_id: string | null;
  order_no: string | null;
  /** A username (user picker). */
  assignee: string | null;
  depart_id: string | null;
  sla_deadline: Date | null;
  /** `yn`: the SLA was missed (past the deadline while open, or finished after it). */
  overdue: Generated<string>;
  description: string | null;
  /** `work_order_status`; changed only by the flow. */
  status: Generated<string>;
}

/** One handling record of a work order: appended, never changed. */
export interface BizWorkOrderRecordTable extends AuditColumns {
  work_order_id: string;
  handle_time: Date;
  handler: string;
  action: string;
  note: string | null;
  sort_no: number;
}

export interface BizConsultationTable extends AuditColumns {
  /** `consultation_kind`: video or phone. */
  kind: string;
  patient_id: string | null;
  patient_name: string | null;
  doctor_id: string | null;
  doctor_name: string | null;
  hospital_name: string | null;
  scheduled_time: Date | null;
  duration_minutes: number | null;
  /** `consultation_status`; changed only by the flow. */
  status: Generated<string>;
  summary: string | null;
  recording_url: string | null;
}

export interface BizHealthReportTable extends AuditColumns {
  patient_id: string | null;
  patient_name: string | null;
  /** `report_type` */
  type: string | null;
  hospital_id: string | null;
  hospital_name: string | null;
  report_date: string | null;
  /** Stored file paths, comma-separated (PDFs). */
  file: string | null;
  conclusion: string | null;
  interpretation: string | null;
}

export interface ServiceTables {
  biz_work_order: BizWorkOrderTable;
  biz_work_order_record: BizWorkOrderRecordTable;
  biz_consultation: BizConsultationTable;
  biz_health_report: BizHealthReportTable;
}
