import { describe, expect, it } from "vitest";
import { heldPermissionCodes } from "../access/held-permission-codes.js";
import { menuToRoutes } from "./menu-to-routes.js";
import { isSafeMenuUrl } from "./safe-menu-url.js";
import type { ServerMenuItem } from "./server-menu.js";
import { containsPath, visibleMenu } from "./visible-menu.js";

const entry = (path: string, over: Partial<ServerMenuItem> = {}): ServerMenuItem => ({
  id: path,
  route: "1",
  path,
  name: path,
  component: "x",
  meta: { title: path },
  ...over,
});

describe("side menu helpers", () => {
  const routes = menuToRoutes([
    entry("/a", { children: [entry("/a/b"), entry("/a/hidden", { hidden: true })] }),
    entry("/h", { hidden: true }),
  ]);

  it("shows non-hidden entries with their non-hidden children", () => {
    const shown = visibleMenu(routes);
    expect(shown.map((r) => r.path)).toEqual(["/a"]);
    expect(shown[0]?.children.map((r) => r.path)).toEqual(["/a/b"]);
  });

  it("knows which group holds the current page", () => {
    const [group] = routes;
    expect(group && containsPath(group, "/a/b")).toBe(true);
    expect(group && containsPath(group, "/h")).toBe(false);
  });
});

describe("isSafeMenuUrl", () => {
  it("allows web addresses and same-site paths only", () => {
    expect(isSafeMenuUrl("https://example.com/druid")).toBe(true);
    expect(isSafeMenuUrl("/jeecg-boot/druid/")).toBe(true);
    expect(isSafeMenuUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeMenuUrl("//evil.example")).toBe(false);
    expect(isSafeMenuUrl(undefined)).toBe(false);
  });
});

describe("heldPermissionCodes", () => {
  it("joins the code list with every action of auth, comma lists split", () => {
    const held = heldPermissionCodes(["user:list"], [{ action: "user:add, user:edit", type: "1" }]);
    expect([...held].sort()).toEqual(["user:add", "user:edit", "user:list"]);
    expect(heldPermissionCodes(undefined, undefined).size).toBe(0);
  });
});
