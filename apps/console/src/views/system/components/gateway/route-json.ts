/** Why a route's predicates or filters cannot be saved: not JSON at all, or JSON that is not an array. */
export type RouteJsonProblem = { kind: "syntax"; detail: string } | { kind: "notArray" };

/**
 * The predicates or filters text of a gateway route as the server stores it: a JSON array, or nothing
 * (empty text). Checked before the form is sent, so a typo is named under the field and nothing is saved.
 */
export function checkRouteJson(
  text: string,
): { ok: true; value: string } | { ok: false; problem: RouteJsonProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: "" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    return {
      ok: false,
      problem: { kind: "syntax", detail: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!Array.isArray(parsed)) return { ok: false, problem: { kind: "notArray" } };
  return { ok: true, value: JSON.stringify(parsed) };
}

/** A route's predicates or filters (an array from `list`, JSON text from `queryById`) as editor text. */
export function routeJsonText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value !== "string") return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
