import { useSystemName } from "./use-system-name";

/** Brand block at the top of the side menu; the name hides when the menu is narrow. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const name = useSystemName();
  return (
    <div className="flex h-16 items-center justify-center gap-2 overflow-hidden border-b border-[rgb(0_0_0/0.06)] px-3">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-control-lg bg-primary text-[16px] font-semibold text-on-solid"
      >
        {Array.from(name)[0]}
      </span>
      {/* 16 px fits the default name, 牙科门店管理系统, in the 200 px menu; longer names are cut. */}
      {!compact && <span className="truncate text-[16px] font-semibold text-fg">{name}</span>}
    </div>
  );
}
