import { dentistryOrderFlow } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { useText } from "../../../locale";
import type { useDentistryMoves } from "./dentistry-moves";
import { OrderCard } from "./order-card";

/** The colour bar over each status column. */
const TONE: Readonly<Record<string, string>> = {
  "1": "bg-info",
  "2": "bg-warning",
  "3": "bg-primary",
  "4": "bg-danger",
  "5": "bg-success",
  "6": "bg-border",
};

/** The day's appointments in one column per status, each by time. */
export function OrderBoard({
  rows,
  statuses,
  moves,
}: {
  rows: readonly DataRow[];
  statuses: readonly string[];
  moves: ReturnType<typeof useDentistryMoves>;
}) {
  const t = useText();
  return (
    <div
      className="grid gap-3"
      style={{ gridTemplateColumns: `repeat(${statuses.length}, minmax(200px, 1fr))` }}
    >
      {statuses.map((status) => {
        const own = rows.filter((row) => String(row.status) === status);
        const title = dentistryOrderFlow.text(status);
        return (
          <section
            key={status}
            aria-label={title}
            className="flex min-w-0 flex-col gap-2 rounded-lg bg-fill-alter p-2"
          >
            <header className="flex items-center gap-2 px-1">
              <span aria-hidden className={`h-3 w-1 rounded ${TONE[status] ?? "bg-primary"}`} />
              <h3 className="m-0 font-semibold text-base text-fg">{title}</h3>
              <span className="ml-auto rounded-full bg-surface px-2 text-fg-secondary text-sm tabular-nums">
                {own.length}
              </span>
            </header>
            {own.length === 0 ? (
              <p className="m-0 px-1 py-4 text-center text-fg-secondary text-sm">
                {t("dentistry.columnEmpty")}
              </p>
            ) : (
              own.map((row) => <OrderCard key={String(row.id)} row={row} moves={moves} />)
            )}
          </section>
        );
      })}
    </div>
  );
}
