import type { Generated } from "kysely";

/*
 * The dentistry store system's tables (migration 0019; model in packages/resources/README.md). Columns
 * follow the resources' fields in snake_case; amounts are numeric (read back as text, answered as numbers).
 */

interface AuditColumns {
  id: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface BizDentistryStoreTable extends AuditColumns {
  name: string;
  area: string | null;
  area_text: string | null;
  address: string;
  hours: string | null;
  phone: string | null;
  /** The department whose users work at the store (sys_depart.id). */
  depart_id: string;
  depart_name: string | null;
  /** `use_status` */
  status: Generated<string | null>;
}

export interface BizDentistTable extends AuditColumns {
  name: string;
  store_id: string;
  store_name: string | null;
  /** `doctor_title` */
  title: string | null;
  specialty: string | null;
  schedule: string | null;
  /** `doctor_status` */
  status: Generated<string | null>;
}

export interface BizDentistryPatientTable extends AuditColumns {
  name: string;
  sex: string | null;
  /** `yyyy-MM-dd` */
  birthday: string | null;
  mobile: string;
  id_card: string | null;
  record_no: string | null;
  store_id: string;
  store_name: string | null;
  allergies: string | null;
}

export interface BizDentistryOrderTable extends AuditColumns {
  order_no: string;
  store_id: string;
  store_name: string | null;
  patient_id: string;
  patient_name: string | null;
  patient_mobile: string | null;
  dentist_id: string | null;
  dentist_name: string | null;
  appointment_time: Date;
  /** The 合计 of the treatment items. */
  amount: Generated<string | number>;
  paid_amount: string | number | null;
  /** `pay_method` */
  pay_method: string | null;
  /** `dentistry_order_status`; changed only by a transition. */
  status: Generated<string>;
  remark: string | null;
}

/** One treatment item of an order: 项目, 牙位, 数量, 单价, 金额. */
export interface BizDentistryTreatmentItemTable extends AuditColumns {
  order_id: string;
  sort_no: number;
  /** `treatment_item` */
  item: string;
  /** FDI tooth number, or null for the whole mouth. */
  tooth: string | null;
  quantity: number;
  unit_price: string | number;
  amount: string | number;
}

export interface DentistryTables {
  biz_dentistry_store: BizDentistryStoreTable;
  biz_dentist: BizDentistTable;
  biz_dentistry_patient: BizDentistryPatientTable;
  biz_dentistry_order: BizDentistryOrderTable;
  biz_dentistry_treatment_item: BizDentistryTreatmentItemTable;
}
