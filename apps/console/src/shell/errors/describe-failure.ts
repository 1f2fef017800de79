import { HttpError, NetworkError } from "@kanya/client/sign-in";
import type { Translate } from "../../locale";

/** The message shown on the login page after a request failure forced a sign-out. */
export function describeFailure(error: unknown, t: Translate): string {
  if (error instanceof HttpError && error.isUnauthorized) return t("error.unauthorized");
  if (error instanceof NetworkError) return t(error.timedOut ? "error.timeout" : "error.network");
  if (error instanceof Error && error.message) return error.message;
  return t("error.network");
}
