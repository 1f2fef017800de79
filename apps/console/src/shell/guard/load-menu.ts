import { heldPermissionCodes } from "@kanya/core/access";
import { filterRoutesByPermission, menuToRoutes } from "@kanya/core/menu";
import { config } from "../../config";
import type { Translate } from "../../locale";
import { isWholeClient } from "../../providers/api";
import type { ConsoleServices } from "../../providers/services";
import type { MenuState } from "../../session";
import { describeFailure } from "../errors/describe-failure";

export type MenuOutcome = { ok: true; state: MenuState } | { ok: false; message: string };

/** Fetches the signed-in user's menu and buttons and turns the menu into the route tree. */
export async function loadMenu(services: ConsoleServices, t: Translate): Promise<MenuOutcome> {
  const { api, session } = services;
  try {
    const response = await api.sys.getUserPermissionByToken();
    if (!response.success) return { ok: false, message: response.message || t("error.unauthorized") };
    const { menu, auth, allAuth, codeList } = response.result ?? {};
    if (!Array.isArray(menu) || menu.length === 0) return { ok: false, message: t("error.emptyMenu") };
    const urlVars = {
      domianURL: config.apiBase,
      token: session.getToken() ?? "",
      tenantId: String(session.getTenantId() ?? 0),
    };
    const held = heldPermissionCodes(codeList, auth);
    const routes = filterRoutesByPermission(menuToRoutes(menu, { urlVars }), held);
    refreshDictionariesIfMissing(services);
    return { ok: true, state: { routes, auth: auth ?? [], allAuth: allAuth ?? [] } };
  } catch (error) {
    return { ok: false, message: describeFailure(error, t) };
  }
}

/**
 * A login made with `X-Version` carries no dictionaries; fetch them once so pages can label codes. The
 * dictionary calls are not among the sign-in families, so this waits for the whole client.
 */
function refreshDictionariesIfMissing({
  api,
  session,
  loadSignedIn,
}: Pick<ConsoleServices, "api" | "session" | "loadSignedIn">): void {
  if (session.getDictionaries()) return;
  Promise.resolve(loadSignedIn?.())
    .then(() => (isWholeClient(api) ? api.sys.queryAllDictItems() : undefined))
    .then((response) => {
      if (response?.success) session.setDictionaries(response.result);
    })
    .catch(() => {
      // Dictionaries are a cache; pages still work with raw codes.
    });
}
