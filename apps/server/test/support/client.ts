import { createClient, type KanyaClient, signatureHeaders } from "@kanya/client";
import type { Hono } from "hono";
import type { AppEnv } from "../../src/http/env";

export const API_BASE = "http://kanya.test/jeecg-boot";

export interface ClientSession {
  token?: string | null;
  tenantId?: string | number | null;
}

/** The typed client talking to the app in-process: server tests use the same wire types as the console. */
export function inProcessClient(app: Hono<AppEnv>, session: ClientSession = {}): KanyaClient {
  return createClient({
    baseUrl: API_BASE,
    fetch: async (input, init) => app.fetch(new Request(input, init)),
    getToken: () => session.token,
    getTenantId: () => session.tenantId,
  });
}

/** Signs in and returns the token, failing the test with the server's message otherwise. */
export async function signIn(app: Hono<AppEnv>, username: string, password = "123456"): Promise<string> {
  const res = await inProcessClient(app).sys.login({ username, password });
  if (!res.success) throw new Error(`Sign-in of ${username} failed: ${res.message}`);
  return res.result.token;
}

/** A raw request to the app (for exact status, headers and bodies the client would interpret). */
export function rawRequest(app: Hono<AppEnv>, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`${API_BASE}${path}`, init)));
}

/**
 * `X-Sign` and `X-TIMESTAMP` for a raw request to `target` (path and query under the API base), computed as
 * the client does; none off JeecgBoot's signed paths. A body that is not JSON is signed as no body.
 */
export function signedHeaders(target: string, body?: string): Record<string, string> {
  let json: string | undefined;
  try {
    if (body !== undefined) JSON.parse(body);
    json = body;
  } catch {
    json = undefined;
  }
  return signatureHeaders(target, json, { now: Date.now() });
}
