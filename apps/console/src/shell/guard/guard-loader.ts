import {
  decideLanding,
  decideNavigation,
  decidePermissionFailure,
  type NavigationTarget,
} from "@kanya/core/access";
import { type LoaderFunction, redirect } from "react-router";
import { config } from "../../config";
import { translatorFor } from "../../locale";
import type { ConsoleServices } from "../../providers/services";
import { forgetSession } from "../sign-out";
import { loadMenu } from "./load-menu";
import { setSignOutNotice } from "./sign-out-notice";

const t = translatorFor(config.locale);

/** The route guard (spec §2) before every navigation: it acts on what `decideNavigation` decides. */
export function createGuardLoader(services: ConsoleServices): LoaderFunction {
  const { session, menu } = services;
  const current = () => ({
    hasToken: Boolean(session.getToken()),
    user: session.getUser(),
    routes: menu.get()?.routes,
  });

  return async ({ request }) => {
    const url = new URL(request.url);
    const target: NavigationTarget = { pathname: url.pathname, search: url.search };
    let decision = decideNavigation(target, current());

    if (decision.type === "loadPermissions") {
      const outcome = await loadMenu(services, t);
      if (!outcome.ok) {
        forgetSession(services);
        setSignOutNotice(outcome.message);
        throw redirect(decidePermissionFailure(target));
      }
      menu.set(outcome.state);
      const landing = decideLanding(target, outcome.state.routes, session.getUser());
      if (landing !== target.pathname + target.search) throw redirect(landing);
      decision = decideNavigation(target, current());
    }

    if (decision.type === "redirect") throw redirect(decision.to);
    if (decision.type === "signOutAndRender") forgetSession(services);
    return null;
  };
}
