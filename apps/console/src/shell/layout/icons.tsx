// Line icons the shell needs; inline SVG so the console carries no icon font.
const common = {
  width: 16,
  height: 16,
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.5,
  strokeLinecap: "round",
} as const;

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function FoldIcon({ folded }: { folded: boolean }) {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M6 4h8M6 8h8M6 12h8" />
      <path d={folded ? "M1.5 6l2 2-2 2" : "M3.5 6l-2 2 2 2"} />
    </svg>
  );
}

export function LogoutIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11l3-3-3-3M13.5 8H6" />
    </svg>
  );
}

export function ChevronIcon({ up }: { up: boolean }) {
  return (
    <svg
      aria-hidden="true"
      {...common}
      width={12}
      height={12}
      className={up ? "rotate-180 transition-transform" : "transition-transform"}
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
