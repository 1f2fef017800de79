import { createClient } from "@kanya/client";
import { createSignInClient } from "@kanya/client/sign-in";
import { createMemoryStorage } from "@kanya/core/session";
import { describe, expect, it, vi } from "vitest";
import { translatorFor } from "../../locale";
import type { ConsoleServices } from "../../providers/services";
import { createMenuStore, createSessionStore } from "../../session";
import { loadMenu } from "./load-menu";

const t = translatorFor("zh-CN");
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: "", result, timestamp: 0 }), {
    headers: { "Content-Type": "application/json" },
  });
const menu = [
  {
    id: "1",
    path: "/dashboard/analysis",
    component: "dashboard/Analysis",
    name: "dashboard-analysis",
    route: "1",
    meta: { title: "首页", keepAlive: false, internalOrExternal: false },
  },
];
const server = vi.fn(async (input: string) => {
  if (input.includes("/sys/permission/getUserPermissionByToken"))
    return envelope({ menu, auth: [], allAuth: [], codeList: [] });
  if (input.includes("/sys/dict/queryAllDictItems")) return envelope({ sex: [{ value: "1", text: "男" }] });
  return new Response("not found", { status: 404 });
});

/** The console's services as the app starts them: the sign-in client, completed in place by `loadSignedIn`. */
function signInServices(): ConsoleServices {
  const options = { baseUrl: "/jeecg-boot", fetch: server };
  const api = createSignInClient(options);
  const loadSignedIn = async () => {
    const whole = createClient(options);
    Object.assign(api, { ...whole, sys: Object.assign(api.sys, whole.sys) });
  };
  return { api, session: createSessionStore(createMemoryStorage()), menu: createMenuStore(), loadSignedIn };
}

describe("loadMenu", () => {
  it("turns the menu into routes with the sign-in client alone", async () => {
    const outcome = await loadMenu(signInServices(), t);
    expect(outcome.ok && outcome.state.routes.length).toBeGreaterThan(0);
  });

  it("fetches missing dictionaries once the whole client has loaded (the sign-in client has no dictionary calls)", async () => {
    const services = signInServices();
    expect(services.session.getDictionaries()).toBeUndefined();
    await loadMenu(services, t);
    await vi.waitFor(() => expect(services.session.getDictionaries()?.sex?.[0]?.text).toBe("男"));
  });
});
