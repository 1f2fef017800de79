import { isSignedPath, requestSignature, SIGN_HEADER, TIMESTAMP_HEADER } from "@kanya/core/sign";

/** Any origin will do: only the path and query of the request are read (appended, never resolved). */
const PARSE_BASE = "http://signing.invalid";

/**
 * `X-Sign` and `X-TIMESTAMP` for a request to one of JeecgBoot's signed endpoints (dictionaries, SMS), none
 * for any other; `secret` defaults to JeecgBoot's public one. The signature covers exactly what goes on the
 * wire (the query as the server decodes it, the JSON body text as sent), so the two ends cannot disagree on
 * a value's form. `target` is the request's path and query, relative to the API base.
 */
export function signatureHeaders(
  target: string,
  jsonBody: string | undefined,
  signing: { secret?: string | undefined; now: number },
): Record<string, string> {
  const url = new URL(PARSE_BASE + target);
  if (!isSignedPath(url.pathname)) return {};
  const body: unknown = jsonBody === undefined ? undefined : JSON.parse(jsonBody);
  const sign = requestSignature({ path: url.pathname, query: url.searchParams, body }, signing.secret);
  return { [SIGN_HEADER]: sign, [TIMESTAMP_HEADER]: String(signing.now) };
}
