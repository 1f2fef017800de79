import { ClickGuardProvider } from "@kanya/ui/click-guard";
import { MessageHost, message } from "@kanya/ui/message";
import type { ReactNode } from "react";
import { MenuContext } from "./access";
import { ApiContext } from "./api";
import { OnDemandNotificationHost } from "./OnDemandNotificationHost";
import { SignedInModalHost } from "./SignedInModalHost";
import type { ConsoleServices } from "./services";
import { SessionContext } from "./session";

const warnTooFast = (text: string) => {
  message.warning(text);
};

/**
 * Hands api, session and menu to everything below, and renders the app's one set of toast, notification and
 * dialog hosts (the notification host from the first notification or session, the dialog host once signed
 * in). The click guard's 你点击的太快了，请慢点点击! goes to a warning toast.
 */
export function ConsoleProviders({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <ApiContext value={services.api}>
      <SessionContext value={services.session}>
        <MenuContext value={services.menu}>
          <ClickGuardProvider onWarn={warnTooFast}>
            {children}
            <MessageHost />
            <OnDemandNotificationHost />
            <SignedInModalHost />
          </ClickGuardProvider>
        </MenuContext>
      </SessionContext>
    </ApiContext>
  );
}
