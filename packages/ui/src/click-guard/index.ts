export { ClickGuardProvider, type ClickGuardProviderProps } from "./ClickGuardProvider";
export type { ClickGuardWarn } from "./click-guard-context";
export { type ClickGuard, type UseClickGuardOptions, useClickGuard } from "./use-click-guard";
