import { LOGIN_PATHS } from "@kanya/core/access";
import { message } from "@kanya/ui/message";
import type { Translate } from "../../locale";
import { setSignOutNotice } from "../guard/sign-out-notice";
import type { HttpReaction } from "./http-reaction";
import { notifyError } from "./notify";

/** JeecgBoot reloads 1.5 s after a 401 has signed the user out, so the notice can be read first. */
export const UNAUTHORIZED_RELOAD_MS = 1500;

export interface HttpReactorOptions {
  t: Translate;
  /** Ends the session (server and browser). */
  signOut: () => Promise<unknown>;
  reload?: () => void;
  currentPath?: () => string;
}

/** Carries out the reactions of spec §8: notifications, the 510 warning, sign-out and the 登录已过期 dialog. */
export function createHttpReactor({
  t,
  signOut,
  reload = () => globalThis.location.reload(),
  currentPath = () => globalThis.location.pathname,
}: HttpReactorOptions): (reaction: HttpReaction) => void {
  let expiredDialogOpen = false;
  const notify = (description: string) =>
    void notifyError({ title: t("error.systemNotice"), description, duration: 4, key: description });

  return (reaction) => {
    switch (reaction.kind) {
      case "none":
        return;
      case "notify":
        notify(reaction.text);
        return;
      case "warn":
        message.warning(reaction.text);
        return;
      case "unauthorized":
        notify(t("error.unauthorized"));
        if (!reaction.signOut) return;
        // The login page the reload lands on says why, should the notification not have been seen.
        setSignOutNotice(t("error.unauthorized"));
        void signOut().then(() =>
          setTimeout(() => {
            // The guard may already have brought the user to a sign-in page (with the reason on it).
            if (!LOGIN_PATHS.includes(currentPath())) reload();
          }, UNAUTHORIZED_RELOAD_MS),
        );
        return;
      case "expired":
        if (expiredDialogOpen) return;
        expiredDialogOpen = true;
        // Loaded here, not with the sign-in page: only a session can expire.
        void import("@kanya/ui/modal").then(({ Modal }) =>
          Modal.error({
            title: t("error.expiredTitle"),
            content: t("error.expired"),
            okText: t("error.signInAgain"),
            onOk: async () => {
              await signOut();
              reload();
            },
          }),
        );
        return;
    }
  };
}
