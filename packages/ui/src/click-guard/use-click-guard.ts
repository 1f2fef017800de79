import { CLICK_GUARD_MS, createRepeatGate } from "@kanya/core/session";
import { useCallback, useContext, useMemo, useRef } from "react";
import { useLocale } from "../locale/use-locale";
import { clickGuardZhCN } from "../locale/zh-CN/clickGuard";
import { ClickGuardContext, type ClickGuardWarn } from "./click-guard-context";

export interface UseClickGuardOptions {
  /** Where the warning goes; default the nearest `<ClickGuardProvider>`, else `console.warn`. */
  onWarn?: ClickGuardWarn;
  /** Default `CLICK_GUARD_MS` (300 ms, spec §9). */
  windowMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ClickGuard {
  /**
   * Whether the action `key` may run now: false, with the warning, when the same action passed less
   * than the window ago. Different keys do not block each other.
   */
  pass: (key?: string) => boolean;
  /** Wraps a handler so that a repeat within the window is dropped (and warned about). */
  guard: <Args extends unknown[]>(action: (...args: Args) => void, key?: string) => (...args: Args) => void;
}

/**
 * The click guard of spec §5: the same action again within 300 ms is refused with
 * 你点击的太快了，请慢点点击!. The rule (`createRepeatGate`) lives in @kanya/core/session.
 */
export function useClickGuard({
  onWarn,
  windowMs = CLICK_GUARD_MS,
  now,
}: UseClickGuardOptions = {}): ClickGuard {
  const { t } = useLocale(clickGuardZhCN);
  const contextWarn = useContext(ClickGuardContext);
  const gate = useMemo(() => createRepeatGate(windowMs, now), [windowMs, now]);
  // The latest warning sink and text, without making `pass` change identity on every render.
  const warnRef = useRef<() => void>(() => {});
  warnRef.current = () => {
    const message = t("clickGuard.tooFast");
    const warn = onWarn ?? contextWarn;
    if (warn) warn(message);
    else console.warn(message);
  };

  const pass = useCallback(
    (key = "default") => {
      if (gate.pass(key)) return true;
      warnRef.current();
      return false;
    },
    [gate],
  );
  const guard = useCallback(
    <Args extends unknown[]>(action: (...args: Args) => void, key = "default") =>
      (...args: Args) => {
        if (pass(key)) action(...args);
      },
    [pass],
  );
  return useMemo(() => ({ pass, guard }), [pass, guard]);
}
