import { loginPathFor } from "@kanya/core/access";
import { isSessionIdle } from "@kanya/core/session";
import { useCallback, useContext } from "react";
import { useNavigate } from "react-router";
import { MenuContext } from "./access";
import { useSession } from "./session";

/**
 * Spec §4's inactivity rule, for list pages: call the returned check before each list load. More than 30
 * minutes since the last one ends the session and goes to the login page (false: do not load); otherwise
 * the load counts as activity (true).
 */
export function useListLoadGuard(now: () => number = Date.now): () => boolean {
  const session = useSession();
  const menu = useContext(MenuContext);
  const navigate = useNavigate();
  return useCallback(() => {
    const at = now();
    if (isSessionIdle(session.getLastOperateAt(), at)) {
      const loginPath = loginPathFor(session.getUser());
      session.clear();
      menu?.clear();
      void navigate(loginPath, { replace: true });
      return false;
    }
    session.recordOperation(at);
    return true;
  }, [session, menu, navigate, now]);
}
