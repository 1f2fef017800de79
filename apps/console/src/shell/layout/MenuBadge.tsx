/**
 * A compact mark for a top-level entry: its first character in a rounded square. Stands in for the
 * server's Ant Design icon names, which this console has no icon font for.
 */
export function MenuBadge({ title, active }: { title: string; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-5 shrink-0 items-center justify-center rounded-control-sm text-[12px] leading-none ${
        active ? "bg-primary text-on-solid" : "bg-fill-hover text-fg-secondary"
      }`}
    >
      {Array.from(title)[0] ?? "·"}
    </span>
  );
}
