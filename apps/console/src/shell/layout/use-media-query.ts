import { MOBILE_MAX_WIDTH } from "@kanya/core/session";
import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; false where `matchMedia` is missing (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false);
}

/** Product spec §2: the app is mobile under 1088 px wide (the menu becomes a drawer, tabs go away). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
