import type { KanyaClient } from "@kanya/client";
import type { SignInClient } from "@kanya/client/sign-in";
import { createContext, useContext } from "react";

/**
 * The console's one API client. Outside the frame it holds the sign-in families only; the frame's routes
 * await `loadSignedIn`, which completes the same object before a frame page renders.
 */
export const ApiContext = createContext<SignInClient | null>(null);

/** A client with every family (`createClient`), as opposed to the sign-in families alone. */
export function isWholeClient(api: SignInClient): api is KanyaClient {
  return "dashboard" in api;
}

// The messages are short on purpose: this module is part of the sign-in page's first load (150 KB budget).

/** The sign-in calls (sign-in, captcha, SMS, registration, password reset, department pick): any page. */
export function useSignInApi(): SignInClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("no <ConsoleProviders>");
  return api;
}

/** The whole API client (token and tenant come from the session on every request): pages in the frame. */
export function useApi(): KanyaClient {
  const api = useSignInApi();
  if (!isWholeClient(api)) throw new Error("useApi() before loadSignedIn");
  return api;
}
