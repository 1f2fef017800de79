import { createClient } from "@kanya/client";
import { createMemoryStorage } from "@kanya/core/session";
import { createMenuStore, createSessionStore } from "../session";
import type { ConsoleServices } from "./services";

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const noServer: Fetch = (input) => Promise.reject(new Error(`no server in this test: ${input}`));

/**
 * Services for a test or a story: a memory session, an empty menu, and an API client whose requests go to
 * `fetch` (by default every request fails, so a test notices a call it did not expect).
 */
export function createTestServices(options: { fetch?: Fetch } = {}): ConsoleServices {
  return {
    api: createClient({ baseUrl: "/jeecg-boot", fetch: options.fetch ?? noServer }),
    session: createSessionStore(createMemoryStorage()),
    menu: createMenuStore(),
  };
}
