import type { ClientOptions } from "@kanya/client";
import { createSignInClient } from "@kanya/client/sign-in";
import { config } from "../config";
import { translatorFor } from "../locale";
import { menu, session } from "../session";
import { createHttpReactor } from "../shell/errors/http-reactor";
import { createReportingFetch } from "../shell/errors/reporting-fetch";
import { signOut } from "../shell/sign-out";
import type { ConsoleServices } from "./services";

const t = translatorFor(config.locale);

const clientOptions: ClientOptions = {
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
};

/**
 * The client starts with the sign-in families only (all the pages outside the frame call); the frame's routes
 * await `loadSignedIn`, which adds the other families to this same object before any frame page runs.
 */
const api = createSignInClient(clientOptions);
let fullApi: Promise<void> | undefined;

function loadFullApi(): Promise<void> {
  fullApi ??= import("@kanya/client").then(({ createClient }) => {
    const full = createClient(clientOptions);
    Object.assign(api, { ...full, sys: Object.assign(api.sys, full.sys) });
  });
  return fullApi;
}

/**
 * The services of the running console: this tab's session and menu, and one API client whose every answer
 * passes the HTTP error handling of spec §8; token and tenant come from the session on every request.
 */
export const defaultServices: ConsoleServices = { session, menu, api, loadSignedIn: loadFullApi };
