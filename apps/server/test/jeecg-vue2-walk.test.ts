import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { backends } from "./support/backends";
import { rawRequest, signedHeaders, signIn } from "./support/client";
import { JEECG_VUE2_CALLS } from "./support/jeecg-vue2-calls";
import { createTestUser } from "./support/users";

/*
 * JeecgBoot's own Vue 2 front end, pointed at this server, makes exactly these calls (test/support/
 * jeecg-vue2-calls.ts). Each must reach a route: answered, refused or failed on its input, never
 * `接口不存在`. Calls are made without their parameters, so writes are refused and change nothing.
 */

describe.each(backends)("the original JeecgBoot front end's calls on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  it("reach a route for every path the front end calls", async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
    const token = await signIn(app, admin.username, admin.password);
    // Sign-out ends the session the walk uses, so it goes last.
    const calls = [...JEECG_VUE2_CALLS].sort(
      (a, b) => Number(a.path === "/sys/logout") - Number(b.path === "/sys/logout"),
    );

    const missing: string[] = [];
    for (const call of calls) {
      const body = call.method === "POST" || call.method === "PUT" ? "{}" : undefined;
      const res = await rawRequest(app, call.path, {
        method: call.method,
        headers: {
          "X-Access-Token": token,
          ...(body ? { "Content-Type": "application/json" } : {}),
          ...signedHeaders(call.path, body),
        },
        body,
      });
      const text = await res.text();
      if (res.status === 404 && text.includes("接口不存在")) missing.push(`${call.method} ${call.path}`);
    }
    expect(missing.sort()).toEqual([]);
  });
});
