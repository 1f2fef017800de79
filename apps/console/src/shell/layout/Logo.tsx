import { clsx } from "clsx";
import { useSystemName } from "./use-system-name";

/** Brand block at the top of the menu; the name hides when the menu is narrow. Menu-theme colours. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const name = useSystemName();
  return (
    <div
      className={clsx(
        "flex h-16 shrink-0 items-center gap-2 overflow-hidden px-4",
        compact && "justify-center",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-control-lg bg-primary-solid text-[16px] font-semibold text-on-solid"
      >
        {Array.from(name)[0]}
      </span>
      {/* 16 px fits the default name, 牙科门店管理系统, in the 200 px menu; longer names are cut. */}
      {!compact && <span className="truncate text-[16px] font-semibold text-menu-fg">{name}</span>}
    </div>
  );
}
