import { DENTISTRY_STATUS, dentistryOrderFlow } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import type { DataRow } from "@kanya/ui/data-table";
import { useText } from "../../../locale";
import { mainEdge, type useDentistryMoves } from "./dentistry-moves";

const S = DENTISTRY_STATUS;

/** `HH:mm` of a wire date-time (`yyyy-MM-dd HH:mm:ss`). */
export const clockOf = (value: unknown) => String(value ?? "").slice(11, 16);

/** One appointment on the board: time, patient, dentist, and the one move the desk makes next. */
export function OrderCard({ row, moves }: { row: DataRow; moves: ReturnType<typeof useDentistryMoves> }) {
  const t = useText();
  const status = String(row.status);
  const next = mainEdge(row, moves.can);
  const cancel = dentistryOrderFlow.edgesFrom(status, moves.can).find((edge) => edge.action === "cancel");
  const time = clockOf(row.appointmentTime);
  const patient = String(row.patientName ?? "");
  const showAmount = status === S.toPay || status === S.done;
  return (
    <article
      aria-label={`${time} ${patient}`}
      className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-lg tabular-nums text-fg">{time}</span>
        <span className="truncate text-fg-secondary text-xs">{String(row.orderNo ?? "")}</span>
      </div>
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-base text-fg">{patient}</span>
        <span className="text-fg-secondary text-xs tabular-nums">{String(row.patientMobile ?? "")}</span>
      </div>
      <div className="flex items-baseline justify-between gap-2 text-fg-secondary text-xs">
        <span className="truncate">
          {row.dentistName
            ? t("dentistry.dentistOf", { name: String(row.dentistName) })
            : t("dentistry.noDentist")}
        </span>
        {showAmount && (
          <span className="font-medium text-fg tabular-nums">
            ¥{Number(status === S.done ? (row.paidAmount ?? row.amount) : row.amount).toFixed(2)}
          </span>
        )}
      </div>
      {(next || cancel || moves.canEditItems(row)) && (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {next && (
            <Button
              variant="primary"
              size="small"
              loading={moves.busy === String(row.id)}
              onClick={() => void moves.move(row, next)}
              aria-label={`${next.label} ${patient}`}
            >
              {next.label}
            </Button>
          )}
          {moves.canEditItems(row) && (
            <Button
              size="small"
              onClick={() => moves.editItems(row)}
              aria-label={`${t("dentistry.items")} ${patient}`}
            >
              {t("dentistry.items")}
            </Button>
          )}
          {cancel && (
            <Button
              variant="link"
              size="small"
              danger
              onClick={() => void moves.move(row, cancel)}
              aria-label={`${cancel.label} ${patient}`}
            >
              {t("dentistry.cancel")}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
