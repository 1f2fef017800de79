import { CLAIM_EDITABLE, claim, claimFlow, claimInvoices } from "@kanya/resources";
import { createFormModal, createListPage, statusFlowParts } from "../../list";
import type { FormModalProps } from "../../list/FormModal";
import { ClaimDetailModal } from "./components/claim-detail";
import { ClaimPapersControl } from "./components/claim-papers";

/** The claim's form: its fields, the papers with their PDFs' preview, the invoices' table (合计 = 申请金额). */
const ClaimForm = createFormModal(claim, {
  controlOf: (name, field) => (name === "attachments" ? <ClaimPapersControl field={field} /> : undefined),
  details: { invoices: { rows: claimInvoices } },
});

/**
 * 理赔管理: claims with status tabs and their counts; clinic staff report a claim with its invoices (the
 * 合计 is the claimed amount) and papers, take it and send it to review; finance asks for more papers,
 * settles it with an approved amount (at most the claimed one) or refuses it with a reason, and pays it.
 * The form changes a claim only before review; 流转记录 is each claim's audit trail.
 */
/** 新增 and 编辑 in the form; 详情 shows the whole claim. */
function ClaimModal(props: FormModalProps) {
  return props.mode === "detail" ? <ClaimDetailModal {...props} /> : <ClaimForm {...props} />;
}

export default createListPage(claim, {
  formModal: ClaimModal,
  editable: (row) => CLAIM_EDITABLE.includes(String(row.status)),
  useParts: statusFlowParts({
    api: claim.api,
    flow: claimFlow,
    titleOf: (row) => String(row.claimNo),
    amountsOf: (edge, row) =>
      edge.action === "settle"
        ? [
            {
              name: "approvedAmount",
              label: claim.fields.approvedAmount.label,
              max: Number(row.claimedAmount),
            },
          ]
        : [],
    remarkRequired: (edge) => edge.action === "refuse" || edge.action === "requestPapers",
  }),
});
