import {
  decideLanding,
  decideNavigation,
  decidePermissionFailure,
  type NavigationTarget,
} from "@kanya/core/access";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { config } from "../../config";
import { translatorFor } from "../../locale";
import { menu, session } from "../../session";
import { loadMenu } from "../menu/load-menu";
import { forgetSession } from "../sign-out";
import { setSignOutNotice } from "./sign-out-notice";

const t = translatorFor(config.locale);

/** Runs the route guard before every navigation; it acts on what `decideNavigation` decides. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const target: NavigationTarget = { pathname: url.pathname, search: url.search };
  let decision = decideNavigation(target, currentSession());

  if (decision.type === "loadPermissions") {
    const outcome = await loadMenu(t);
    if (!outcome.ok) {
      forgetSession();
      setSignOutNotice(outcome.message);
      throw redirect(decidePermissionFailure(target));
    }
    menu.set(outcome.state);
    const landing = decideLanding(target, outcome.state.routes, session.getUser());
    if (landing !== target.pathname + target.search) throw redirect(landing);
    decision = decideNavigation(target, currentSession());
  }

  if (decision.type === "redirect") throw redirect(decision.to);
  if (decision.type === "signOutAndRender") forgetSession();
  return null;
}

function currentSession() {
  return { hasToken: Boolean(session.getToken()), user: session.getUser(), routes: menu.get()?.routes };
}
