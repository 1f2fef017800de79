import type { ReactNode } from "react";

/** One figure with its name, as the dashboards' top row shows it. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-control-lg bg-surface p-4">
      <h3 className="text-[14px] font-normal text-fg-secondary">{label}</h3>
      <p className="mt-1 text-[26px] font-semibold text-fg tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-[12px] text-fg-secondary">{note}</p> : null}
    </section>
  );
}

/** A panel around one chart or list. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-control-lg bg-surface p-4 ${className ?? ""}`}>{children}</section>;
}
