import type { Result } from "../envelope.js";

/** The result of a successful envelope; a refusal becomes an Error carrying the server's message. */
export function unwrap<T>(response: Result<T>): T {
  if (!response.success) throw new Error(response.message);
  return response.result;
}
