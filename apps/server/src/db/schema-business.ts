import type { Generated } from "kysely";

/*
 * The business tables (migration 0013; model in packages/resources/README.md). Columns follow the resources'
 * fields in snake_case; amounts are numeric (read back as text, answered as numbers); a day is `date` text.
 */

interface AuditColumns {
  id: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface BizChannelTable extends AuditColumns {
  code: string;
  name: string;
  /** `channel_type` */
  type: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  /** Department ids, comma-separated: the listing that scopes by department reads them. */
  depart_ids: string | null;
  /** `use_status` */
  status: Generated<string | null>;
  remark: string | null;
}

export interface BizCustomerTable extends AuditColumns {
  name: string;
  type: string | null;
  mobile: string | null;
  /** A `business_channel` code. */
  channel_id: string | null;
  is_member: Generated<string | null>;
  member_level: string | null;
  email: string | null;
  address: string | null;
  remark: string | null;
}

export interface BizMemberCardTable extends AuditColumns {
  card_no: string;
  card_type: string | null;
  channel_id: string | null;
  customer_id: string | null;
  holder_name: string | null;
  activation_code: string | null;
  activate_time: Date | null;
  valid_from: string | null;
  valid_to: string | null;
  remaining_times: number | null;
  balance: string | number | null;
  /** `member_card_status` */
  status: Generated<string>;
}

export interface BizPatientTable extends AuditColumns {
  name: string;
  sex: string | null;
  birthday: string | null;
  id_card: string | null;
  mobile: string | null;
  record_no: string | null;
  allergies: string | null;
  channel_id: string | null;
  customer_id: string | null;
  member_card_id: string | null;
}

export interface BizHospitalTable extends AuditColumns {
  name: string;
  level: string | null;
  /** The district's code in the area tree. */
  area: string | null;
  area_text: string | null;
  address: string | null;
  departments: string | null;
  phone: string | null;
  cooperation_status: Generated<string | null>;
}

export interface BizDoctorTable extends AuditColumns {
  name: string;
  hospital_id: string | null;
  hospital_name: string | null;
  department: string | null;
  title: string | null;
  specialty: string | null;
  schedule: string | null;
  status: Generated<string | null>;
}

export interface BizServiceOrderTable extends AuditColumns {
  order_no: string;
  channel_id: string | null;
  service_type: string | null;
  customer_id: string | null;
  customer_name: string | null;
  patient_id: string | null;
  patient_name: string | null;
  hospital_id: string | null;
  hospital_name: string | null;
  doctor_id: string | null;
  doctor_name: string | null;
  appointment_time: Date | null;
  amount: string | number;
  paid_amount: string | number | null;
  pay_method: string | null;
  /** `service_order_status`; changed only by a transition. */
  status: Generated<string>;
  remark: string | null;
}

/** One move of a record along its status flow (migration 0016); `flow` is the flow's name. */
export interface BizRecordTransitionTable {
  id: string;
  flow: string;
  record_id: string;
  from_status: string | null;
  to_status: string;
  remark: string | null;
  create_by: string | null;
  create_time: Date | null;
}

export interface BusinessTables {
  biz_channel: BizChannelTable;
  biz_customer: BizCustomerTable;
  biz_member_card: BizMemberCardTable;
  biz_patient: BizPatientTable;
  biz_hospital: BizHospitalTable;
  biz_doctor: BizDoctorTable;
  biz_service_order: BizServiceOrderTable;
  biz_record_transition: BizRecordTransitionTable;
}
