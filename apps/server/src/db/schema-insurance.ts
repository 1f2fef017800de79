import type { Generated } from "kysely";

/*
 * The insurance tables (migration 0017; model in packages/resources/README.md): policies, claims and the
 * claims' invoices. Columns follow the resources' fields in snake_case; amounts are numeric (read back as
 * text, answered as numbers); a day is `date` text.
 */

interface AuditColumns {
  id: string;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface BizInsurancePolicyTable extends AuditColumns {
  policy_no: string;
  /** An `insurer_channel` code (a 保险公司 channel). */
  channel_id: string;
  holder_name: string;
  insured_patient_id: string;
  insured_name: string | null;
  product: string;
  coverage: string | number;
  premium: string | number;
  start_date: string;
  end_date: string;
  /** `policy_status` */
  status: Generated<string>;
  remark: string | null;
}

export interface BizClaimTable extends AuditColumns {
  claim_no: string;
  policy_id: string;
  policy_no: string | null;
  /** The policy's insurer, kept for lists and scoping. */
  channel_id: string | null;
  patient_id: string;
  patient_name: string | null;
  hospital_id: string | null;
  hospital_name: string | null;
  accident_date: string | null;
  diagnosis: string | null;
  /** The invoices' 合计. */
  claimed_amount: Generated<string | number>;
  approved_amount: string | number | null;
  /** Uploaded papers, comma-separated paths. */
  attachments: string | null;
  /** `claim_status`; changed only by the flow. */
  status: Generated<string>;
  remark: string | null;
}

/** One invoice of a claim, in the order the form sent them. */
export interface BizClaimInvoiceTable {
  id: string;
  claim_id: string;
  sort_no: number;
  invoice_no: string;
  invoice_date: string;
  item: string;
  amount: string | number;
  create_by: string | null;
  create_time: Date | null;
}

export interface InsuranceTables {
  biz_insurance_policy: BizInsurancePolicyTable;
  biz_claim: BizClaimTable;
  biz_claim_invoice: BizClaimInvoiceTable;
}
