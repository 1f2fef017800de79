import { createClient } from "@kanya/client";
import { config } from "../config";
import { translatorFor } from "../locale";
import { menu, session } from "../session";
import { createHttpReactor } from "../shell/errors/http-reactor";
import { createReportingFetch } from "../shell/errors/reporting-fetch";
import { signOut } from "../shell/sign-out";
import type { ConsoleServices } from "./services";

const t = translatorFor(config.locale);

/**
 * The services of the running console: this tab's session and menu, and one API client whose every answer
 * passes the HTTP error handling of spec §8; token and tenant come from the session on every request.
 */
export const defaultServices: ConsoleServices = {
  session,
  menu,
  api: createClient({
    baseUrl: config.apiBase,
    signatureSecret: config.signatureSecret,
    getToken: () => session.getToken(),
    getTenantId: () => session.getTenantId(),
    fetch: createReportingFetch({
      getToken: () => session.getToken(),
      texts: {
        forbidden: t("error.forbidden"),
        notFound: t("error.resourceNotFound"),
        timeout: t("error.timeout"),
      },
      react: createHttpReactor({ t, signOut: () => signOut(defaultServices) }),
    }),
  }),
};
