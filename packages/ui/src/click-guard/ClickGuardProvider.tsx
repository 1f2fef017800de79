import type { ReactNode } from "react";
import { ClickGuardContext, type ClickGuardWarn } from "./click-guard-context";

export interface ClickGuardProviderProps {
  /** Shows the warning 你点击的太快了，请慢点点击! (e.g. `message.warning`). */
  onWarn: ClickGuardWarn;
  children?: ReactNode;
}

/** Sets, once for an app, how every `useClickGuard()` below warns about a repeated click. */
export function ClickGuardProvider({ onWarn, children }: ClickGuardProviderProps) {
  return <ClickGuardContext value={onWarn}>{children}</ClickGuardContext>;
}
