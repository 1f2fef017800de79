import { decideHttpReaction, type HttpReaction } from "./http-reaction";

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ReportingFetchOptions {
  /** The token at the time of the request (a 401 only signs out a session that sent one). */
  getToken: () => string | undefined;
  react: (reaction: HttpReaction) => void;
  texts: { forbidden: string; notFound: string; timeout: string };
  fetch?: Fetch;
}

/**
 * The fetch of the API client, watching every answer in one place (spec §8): it hands each answer's reaction
 * to `react` and returns the answer untouched, so callers still see their result or error.
 */
export function createReportingFetch({ getToken, react, texts, fetch }: ReportingFetchOptions): Fetch {
  const send: Fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    const token = getToken();
    const response = await send(input, init);
    const envelope = await readEnvelope(response);
    const sessionEnded = Boolean(token) && getToken() !== token;
    react(
      decideHttpReaction(
        { status: response.status, ...envelope, hadToken: Boolean(token), sessionEnded },
        texts,
      ),
    );
    return response;
  };
}

/**
 * The envelope's code and message, read from a copy of the body. JSON answers and every failed answer are
 * read (a failed blob download carries a JSON envelope too); a successful file download is left alone.
 */
async function readEnvelope(response: Response): Promise<{ code?: number; message?: string }> {
  const isJson = response.headers.get("Content-Type")?.includes("json") ?? false;
  if (response.ok && !isJson) return {};
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (typeof body !== "object" || body === null) return {};
    const { code, message } = body as { code?: unknown; message?: unknown };
    return {
      ...(typeof code === "number" ? { code } : {}),
      ...(typeof message === "string" ? { message } : {}),
    };
  } catch {
    return {};
  }
}
