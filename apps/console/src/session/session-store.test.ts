import type { LoginResult, SysUser } from "@kanya/client";
import { createMemoryStorage, SESSION_TTL_MS } from "@kanya/core/session";
import { describe, expect, it } from "vitest";
import { createSessionStore, SESSION_KEYS } from "./session-store";

const user = { id: "u1", username: "admin", realname: "管理员", workNo: "A001", orgCode: "A01" } as SysUser;

const login = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: "tk-1",
  tenantList: [
    { id: 1001, name: "门店一", status: 1 },
    { id: 1002, name: "门店二", status: 1 },
  ],
  userInfo: user,
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {
    sex: [{ value: "1", text: "男", color: null, jsonObject: null, title: "男", label: "男" }],
  },
  ...over,
});

function setup() {
  let now = 1_000_000;
  const backend = createMemoryStorage();
  const store = createSessionStore(backend, { now: () => now });
  return { backend, store, advance: (ms: number) => (now += ms) };
}

describe("session store", () => {
  it("keeps token, user, dictionaries and the first tenant of a sign-in", () => {
    const { store } = setup();
    store.saveLogin(login());
    expect(store.getToken()).toBe("tk-1");
    expect(store.getUser()?.realname).toBe("管理员");
    expect(store.getDictionaries()?.sex?.[0]?.text).toBe("男");
    expect(store.getTenantId()).toBe(1001);
    expect(store.getTenants().map((t) => t.name)).toEqual(["门店一", "门店二"]);
  });

  it("has no tenant when the sign-in lists none", () => {
    const { store } = setup();
    store.saveLogin(login());
    store.saveLogin(login({ tenantList: [] }));
    expect(store.getTenantId()).toBeUndefined();
  });

  it("stores under the pro__ namespace with JeecgBoot's key names", () => {
    const { backend, store } = setup();
    store.saveLogin(login());
    const raw = backend.getItem(`pro__${SESSION_KEYS.token}`);
    expect(raw && JSON.parse(raw).value).toBe("tk-1");
  });

  it("forgets every value after 7 days", () => {
    const { store, advance } = setup();
    store.saveLogin(login());
    advance(SESSION_TTL_MS - 1);
    expect(store.getToken()).toBe("tk-1");
    advance(1);
    expect(store.getToken()).toBeUndefined();
    expect(store.getUser()).toBeUndefined();
    expect(store.getDictionaries()).toBeUndefined();
    expect(store.getTenantId()).toBeUndefined();
  });

  it("clears everything on sign-out", () => {
    const { store } = setup();
    store.saveLogin(login());
    store.clear();
    expect(store.getToken()).toBeUndefined();
    expect(store.getUser()).toBeUndefined();
    expect(store.getDictionaries()).toBeUndefined();
    expect(store.getTenantId()).toBeUndefined();
    expect(store.getDeparts()).toEqual([]);
  });

  it("reads a corrupt value as signed out instead of failing", () => {
    const { backend, store } = setup();
    backend.setItem(`pro__${SESSION_KEYS.token}`, "{not json");
    expect(store.getToken()).toBeUndefined();
  });
});

describe("session store changes", () => {
  it("tells subscribers about a sign-in, a new user and a sign-out, with a new version each time", () => {
    const { store } = setup();
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.version()));
    store.saveLogin(login());
    store.setUser({ ...user, orgCode: "A02" });
    expect(store.getUser()?.orgCode).toBe("A02");
    store.clear();
    stop();
    store.saveLogin(login());
    expect(seen).toEqual([1, 2, 3]);
  });
});
