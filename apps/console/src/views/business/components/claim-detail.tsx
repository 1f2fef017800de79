import { detailRowsSum } from "@kanya/core/resource";
import { claim, claimInvoices } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { DataTable } from "@kanya/ui/data-table";
import { Descriptions, type DescriptionsItem } from "@kanya/ui/descriptions";
import { Modal } from "@kanya/ui/modal";
import { useEffect, useMemo, useState } from "react";
import { detailViewColumns } from "../../../list/detail-rows";
import type { FormModalProps } from "../../../list/FormModal";
import { useA4Pdf } from "../../../list/use-a4-pdf";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { useDictionaries } from "../../../providers/dictionaries";
import { ClaimPaperPreviews } from "./claim-papers";

type Invoice = { id: string } & Record<string, unknown>;

const F = claim.fields;
const money = (value: unknown) => (value === null || value === undefined ? "" : Number(value).toFixed(2));

/**
 * 理赔详情: the whole claim — number and status, policy, insurer, insured, hospital, accident and diagnosis,
 * claimed and approved amounts, who reported it and when — its papers with their PDFs' preview, and its
 * invoices with their 合计 (the claimed amount).
 */
export function ClaimDetailModal({ record, open, onOpenChange }: FormModalProps) {
  const t = useText();
  const api = useApi();
  const dictionaries = useDictionaries();
  const row = record ?? {};
  const id = String(row.id ?? "");
  const [invoices, setInvoices] = useState<Invoice[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let current = true;
    api
      .get<Record<string, unknown>>(`${claim.api}/queryById`, { id })
      .then((response) => {
        if (!current) return;
        if (!response.success) return void setFailed(response.message);
        const rows = Array.isArray(response.result.invoices) ? (response.result.invoices as Invoice[]) : [];
        setInvoices(rows.map((invoice, index) => ({ ...invoice, id: String(invoice.id ?? index) })));
      })
      .catch(() => current && setFailed(t("claim.invoicesFailed")));
    return () => {
      current = false;
    };
  }, [api, id, t]);
  const pdf = useA4Pdf();
  const columns = useMemo(() => detailViewColumns(claimInvoices, dictionaries), [dictionaries]);

  const text = (name: string) => String(row[name] ?? "");
  const items: DescriptionsItem[] = [
    { key: "claimNo", label: F.claimNo.label, children: text("claimNo") },
    { key: "status", label: F.status.label, children: text("status_dictText") },
    { key: "policyNo", label: F.policyNo.label, children: text("policyNo") },
    { key: "channelId", label: F.channelId.label, children: text("channelId_dictText") },
    { key: "patientName", label: F.patientName.label, children: text("patientName") },
    { key: "hospitalName", label: F.hospitalName.label, children: text("hospitalName") },
    { key: "accidentDate", label: F.accidentDate.label, children: text("accidentDate") },
    { key: "claimedAmount", label: F.claimedAmount.label, children: money(row.claimedAmount) },
    { key: "approvedAmount", label: F.approvedAmount.label, children: money(row.approvedAmount) },
    { key: "diagnosis", label: F.diagnosis.label, children: text("diagnosis"), span: 3 },
    { key: "createBy", label: t("claim.reportedBy"), children: text("createBy") },
    { key: "createTime", label: t("claim.reportedAt"), children: text("createTime"), span: 2 },
    {
      key: "attachments",
      label: F.attachments.label,
      children: <ClaimPaperPreviews value={row.attachments} />,
      span: 3,
    },
    { key: "remark", label: F.remark.label, children: text("remark"), span: 3 },
  ];
  const title = t("claim.detailTitle", { claimNo: text("claimNo") });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={960}
      destroyOnClose
      footer={
        <>
          <Button
            loading={pdf.busy}
            onClick={() =>
              pdf.exportPdf(title, [
                {
                  rows: items.map((item) => ({
                    label: String(item.label),
                    value: typeof item.children === "string" ? item.children : text(String(item.key)),
                  })),
                },
                {
                  heading: claimInvoices.title,
                  rows: (invoices ?? []).map((invoice) => ({
                    label: String(invoice.invoiceNo ?? ""),
                    value: `${invoice.invoiceDate ?? ""}  ${invoice.item ?? ""}  ${money(invoice.amount)}`,
                  })),
                },
              ])
            }
          >
            {t("list.exportPdf")}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t("list.close")}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Descriptions items={items} column={3} bordered size="small" />
        <section aria-label={claimInvoices.title} className="flex flex-col gap-2">
          <h3 className="m-0 text-base font-medium">{claimInvoices.title}</h3>
          <DataTable
            label={claimInvoices.title}
            columns={columns}
            dataSource={invoices ?? []}
            loading={invoices === undefined && !failed}
            error={failed}
            pagination={false}
          />
          {invoices && (
            <p className="m-0 text-right font-medium">
              {t("claim.invoicesTotal", { amount: detailRowsSum(invoices, "amount").toFixed(2) })}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
