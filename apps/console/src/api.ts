import { createClient } from "@kanya/client";
import { config } from "./config";
import { session } from "./session";

/** The one API client of the console; token and tenant are read from the session on every request. */
export const api = createClient({
  baseUrl: config.apiBase,
  signatureSecret: config.signatureSecret,
  getToken: () => session.getToken(),
  getTenantId: () => session.getTenantId(),
});
