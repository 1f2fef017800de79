import { hasPermission, isDisabledByPermission } from "@kanya/core/access";
import type { RouteNode } from "@kanya/core/menu";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { MenuState, MenuStore } from "../session";

export const MenuContext = createContext<MenuStore | null>(null);

function useMenuStore(): MenuStore {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("the menu hooks need <ConsoleProviders> above them");
  return menu;
}

/** The menu and permissions of this page load; undefined until the guard has fetched them. */
export function useMenuState(): MenuState | undefined {
  const menu = useMenuStore();
  return useSyncExternalStore(menu.subscribe, menu.get);
}

const NO_ROUTES: RouteNode[] = [];

/** The signed-in user's route tree (empty until the guard has loaded it). */
export function useMenuRoutes(): RouteNode[] {
  return useMenuState()?.routes ?? NO_ROUTES;
}

export interface Access {
  /** Whether an element guarded by `code` shows (JeecgBoot's `v-has`, spec §6). */
  can(code: string): boolean;
  /** Whether a form field guarded by `code` is disabled (type "2" rules). */
  isDisabled(code: string): boolean;
}

/** The button and field permissions of the signed-in user, as @kanya/core/access reads them. */
export function useAccess(): Access {
  const state = useMenuState();
  return useMemo(() => {
    const source = { auth: state?.auth ?? [], allAuth: state?.allAuth ?? [] };
    return {
      can: (code) => hasPermission(code, source),
      isDisabled: (code) => isDisabledByPermission(code, source),
    };
  }, [state]);
}
