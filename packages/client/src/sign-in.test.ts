import { describe, expect, it } from "vitest";
import { createClient } from "./client.js";
import { createSignInClient } from "./sign-in.js";

/** Records what a client sends and answers every request with an empty success. */
function recorder() {
  const sent: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body,
    });
    return Response.json({ success: true, message: "", code: 200, result: null, timestamp: 1 });
  };
  return { sent, fetch };
}

const options = (fetch: ReturnType<typeof recorder>["fetch"]) => ({
  baseUrl: "http://h/jeecg-boot",
  fetch,
  getToken: () => "tk",
  now: () => 1_700_000_000_000,
});

describe("createSignInClient", () => {
  it("sends the sign-in page's calls exactly as the full client does (path, method, headers, body)", async () => {
    const small = recorder();
    const full = recorder();
    const clients = [createSignInClient(options(small.fetch)), createClient(options(full.fetch))];
    for (const client of clients) {
      await client.sys.login({ username: "admin", password: "pw", captcha: "ab12", checkKey: 1 });
      await client.sys.randomImage(1);
      await client.sys.getUserPermissionByToken();
      await client.sys.logout();
    }
    expect(small.sent.map((call) => call.url)).toEqual([
      "http://h/jeecg-boot/sys/login",
      "http://h/jeecg-boot/sys/randomImage/1?_t=1700000000",
      "http://h/jeecg-boot/sys/permission/getUserPermissionByToken?_t=1700000000",
      "http://h/jeecg-boot/sys/logout",
    ]);
    expect(small.sent[0]?.headers["x-access-token"]).toBe("tk");
    expect(small.sent).toEqual(full.sent);
  });

  it("carries no other API family", () => {
    const client = createSignInClient(options(recorder().fetch));
    expect(Object.keys(client.sys).sort()).toEqual(
      expect.not.arrayContaining(["user", "role", "depart", "dict", "log"]),
    );
    expect("dashboard" in client).toBe(false);
  });
});
