import { describe, expect, it } from "vitest";
import type { RouteNode } from "../menu/index.js";
import {
  afterLoginPath,
  decideLanding,
  decideNavigation,
  decidePermissionFailure,
  homePathFor,
  loginPathFor,
  safeRedirect,
} from "./route-guard.js";

const node = (path: string, over: Partial<RouteNode> = {}): RouteNode => ({
  id: path,
  path,
  name: path.slice(1).replaceAll("/", "-"),
  component: "system/UserList",
  hidden: false,
  title: path,
  external: false,
  keepAlive: false,
  permissions: [],
  children: [],
  ...over,
});

const home = node("/dashboard/analysis", { component: "dashboard/Analysis", title: "首页" });
const dentistry = node("/service/dentistryorderView", { component: "service/DentistryOrderView" });
const system = node("/isystem", {
  component: "layouts/RouteView",
  redirect: "/isystem",
  children: [node("/isystem/user"), node("/isystem/role")],
});
const adminRoutes = [home, system];
const dentistRoutes = [home, dentistry];

const at = (pathname: string, search = "") => ({ pathname, search });
const signedOut = { hasToken: false };
const admin = { hasToken: true, user: { workNo: "A001" } };
const dentist = { hasToken: true, user: { workNo: "CK:001" } };

describe("decideNavigation without a token", () => {
  it.each([
    "/user/login",
    "/dentistry/login",
    "/404",
    "/user/register",
    "/user/register-result",
    "/user/alteration",
  ])("lets the open route %s pass", (path) => {
    expect(decideNavigation(at(path), signedOut)).toEqual({ type: "render" });
  });

  it("sends the dentistry order view to the dentistry login", () => {
    expect(decideNavigation(at("/service/dentistryorderView"), signedOut)).toEqual({
      type: "redirect",
      to: "/dentistry/login",
    });
  });

  it("sends anything else to the login page with a redirect back", () => {
    expect(decideNavigation(at("/isystem/user", "?page=2"), signedOut)).toEqual({
      type: "redirect",
      to: "/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2",
    });
  });

  it("drops a trailing slash and doubled slashes before anything else", () => {
    expect(decideNavigation(at("/isystem/user/", "?a=1"), signedOut)).toEqual({
      type: "redirect",
      to: "/isystem/user?a=1",
    });
    expect(decideNavigation(at("//evil.example/"), admin)).toEqual({ type: "redirect", to: "/evil.example" });
  });

  it("follows the fixed redirects of the route table first", () => {
    expect(decideNavigation(at("/"), signedOut)).toEqual({ type: "redirect", to: "/dashboard/analysis" });
    expect(decideNavigation(at("/user"), signedOut)).toEqual({ type: "redirect", to: "/user/login" });
    expect(decideNavigation(at("/dentistry"), signedOut)).toEqual({
      type: "redirect",
      to: "/dentistry/login",
    });
  });
});

describe("decideNavigation with a token", () => {
  it.each(["/user/login", "/dentistry/login"])("signs out and shows %s", (path) => {
    expect(decideNavigation(at(path), admin)).toEqual({ type: "signOutAndRender" });
    expect(decideNavigation(at(path), { ...admin, routes: adminRoutes })).toEqual({
      type: "signOutAndRender",
    });
  });

  it("loads permissions on the first navigation of a page load, whatever the path", () => {
    for (const path of ["/dashboard/analysis", "/isystem/user", "/404", "/nowhere", "/user/register"]) {
      expect(decideNavigation(at(path), admin)).toEqual({ type: "loadPermissions" });
    }
  });

  it("renders pages the menu names", () => {
    const session = { ...admin, routes: adminRoutes };
    expect(decideNavigation(at("/dashboard/analysis"), session)).toEqual({ type: "render" });
    expect(decideNavigation(at("/isystem/role"), session)).toEqual({ type: "render" });
  });

  it("sends a menu group to its first page", () => {
    expect(decideNavigation(at("/isystem"), { ...admin, routes: adminRoutes })).toEqual({
      type: "redirect",
      to: "/isystem/user",
    });
    const withRedirect = [node("/g", { redirect: "/g/b", children: [node("/g/a"), node("/g/b")] })];
    expect(decideNavigation(at("/g"), { ...admin, routes: withRedirect })).toEqual({
      type: "redirect",
      to: "/g/b",
    });
  });

  it("renders the fixed signed-in pages the menu does not name", () => {
    for (const path of ["/test/home", "/isps/userAnnouncement", "/online/cgreport/order_by_channel"]) {
      expect(decideNavigation(at(path), { ...admin, routes: adminRoutes })).toEqual({ type: "render" });
      expect(decideNavigation(at(path), signedOut)).toEqual({
        type: "redirect",
        to: `/user/login?redirect=${encodeURIComponent(path)}`,
      });
    }
  });

  it("sends unknown paths to /404", () => {
    expect(decideNavigation(at("/no/such/page"), { ...admin, routes: adminRoutes })).toEqual({
      type: "redirect",
      to: "/404",
    });
    // Only one segment after /online/cgreport/ names a report.
    expect(decideNavigation(at("/online/cgreport/a/b"), { ...admin, routes: adminRoutes })).toEqual({
      type: "redirect",
      to: "/404",
    });
    // A page another user may open is unknown to this one.
    expect(decideNavigation(at("/isystem/user"), { ...dentist, routes: dentistRoutes })).toEqual({
      type: "redirect",
      to: "/404",
    });
  });

  it("shows /404 to general users and sends dentistry users to their order view", () => {
    expect(decideNavigation(at("/404"), { ...admin, routes: adminRoutes })).toEqual({ type: "render" });
    expect(decideNavigation(at("/404"), { ...dentist, routes: dentistRoutes })).toEqual({
      type: "redirect",
      to: "/service/dentistryorderView",
    });
  });

  it("keeps a dentistry user without the order view on /404 instead of looping", () => {
    expect(decideNavigation(at("/404"), { ...dentist, routes: [home] })).toEqual({ type: "render" });
  });
});

describe("decideLanding (after the menu has loaded)", () => {
  it("goes to the redirect query when there is one", () => {
    expect(decideLanding(at("/dashboard/analysis", "?redirect=%2Fisystem%2Frole"), adminRoutes)).toBe(
      "/isystem/role",
    );
  });

  it("goes to the requested path otherwise, query included", () => {
    expect(decideLanding(at("/isystem/user", "?page=2"), adminRoutes)).toBe("/isystem/user?page=2");
    expect(decideLanding(at("/nowhere"), adminRoutes)).toBe("/nowhere");
  });

  it.each(["/", "/404", "/dashboard/analysis"])(
    "sends %s to the first page of the first menu entry",
    (path) => {
      const menuWithoutHomeFirst = [system, home];
      expect(decideLanding(at(path), menuWithoutHomeFirst)).toBe("/isystem/user");
      // With the seeded menu the first entry is the home page itself.
      expect(decideLanding(at(path), adminRoutes)).toBe("/dashboard/analysis");
    },
  );

  it("applies the same rule to a redirect query naming those pages", () => {
    expect(decideLanding(at("/isystem/role", "?redirect=%2F404"), [system, home])).toBe("/isystem/user");
  });

  // Issue 9: ck001 signing in on /dentistry/login landed on /dashboard/analysis, the first page of a menu
  // that starts with 首页.
  it.each(["/", "/404", "/dashboard/analysis"])(
    "sends a dentistry user opening %s to the dentistry order view (spec §2: their landing page)",
    (path) => {
      expect(decideLanding(at(path), dentistRoutes, dentist.user)).toBe("/service/dentistryorderView");
      expect(
        decideLanding(
          at("/isystem/role", `?redirect=${encodeURIComponent(path)}`),
          dentistRoutes,
          dentist.user,
        ),
      ).toBe("/service/dentistryorderView");
    },
  );

  it("lands a dentistry user without the order view on the menu's first page, others there as before", () => {
    expect(decideLanding(at("/"), adminRoutes, dentist.user)).toBe("/dashboard/analysis");
    expect(decideLanding(at("/"), dentistRoutes, admin.user)).toBe("/dashboard/analysis");
    expect(decideLanding(at("/"), dentistRoutes)).toBe("/dashboard/analysis");
  });

  it("takes a dentistry user to any other page they asked for", () => {
    const asked = at("/dashboard/analysis", "?redirect=%2Fservice%2FdentistryAppointment");
    expect(decideLanding(asked, dentistRoutes, dentist.user)).toBe("/service/dentistryAppointment");
  });

  it("ignores a redirect query pointing off-site and stays where it is", () => {
    const target = at("/isystem/role", "?redirect=https%3A%2F%2Fevil.example");
    expect(decideLanding(target, adminRoutes)).toBe(target.pathname + target.search);
  });
});

describe("after a failed permission fetch", () => {
  it("goes to the login page with a redirect back to the requested location", () => {
    expect(decidePermissionFailure(at("/isystem/user", "?page=2"))).toBe(
      "/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2",
    );
  });
});

describe("loginPathFor (after sign-out)", () => {
  it("sends work numbers starting with CK: to the dentistry login", () => {
    expect(loginPathFor({ workNo: "CK:001" })).toBe("/dentistry/login");
  });

  it("sends everyone else to the general login", () => {
    expect(loginPathFor({ workNo: "A001" })).toBe("/user/login");
    expect(loginPathFor({ workNo: null })).toBe("/user/login");
    expect(loginPathFor(undefined)).toBe("/user/login");
  });
});

describe("afterLoginPath (the login form's destination)", () => {
  it("follows a same-site redirect query", () => {
    expect(afterLoginPath("?redirect=%2Fisystem%2Fuser")).toBe("/isystem/user");
  });

  it("goes home without one, or when it points at a login page or off-site", () => {
    expect(afterLoginPath("")).toBe("/dashboard/analysis");
    expect(afterLoginPath("?redirect=%2Fuser%2Flogin")).toBe("/dashboard/analysis");
    expect(afterLoginPath("?redirect=%2F%2Fevil.example")).toBe("/dashboard/analysis");
  });
});

describe("safeRedirect", () => {
  it("accepts same-site paths only", () => {
    expect(safeRedirect("/a?b=1")).toBe("/a?b=1");
    expect(safeRedirect("//evil.example")).toBeUndefined();
    expect(safeRedirect("/\\evil.example")).toBeUndefined();
    expect(safeRedirect("/\t/evil.example")).toBeUndefined();
    expect(safeRedirect("https://evil.example")).toBeUndefined();
    expect(safeRedirect("javascript:alert(1)")).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});

describe("homePathFor (the 404 page's way back)", () => {
  it("sends dentistry users to their order view", () => {
    expect(homePathFor({ workNo: "CK:001" }, dentistRoutes)).toBe("/service/dentistryorderView");
  });

  it("sends others home when the menu has the home page, else to the first page", () => {
    expect(homePathFor({ workNo: "A001" }, adminRoutes)).toBe("/dashboard/analysis");
    expect(homePathFor({ workNo: "A001" }, [system])).toBe("/isystem/user");
  });
});

describe("readQueryParam", () => {
  it("reads parameters as URLSearchParams does, without the Web API", async () => {
    const { readQueryParam } = await import("./query-param.js");
    for (const search of [
      "?redirect=%2Fisystem%2Fuser%3Fa%3D1",
      "?x=1&redirect=/a+b",
      "",
      "?redirect",
      "?redirect=%E0%A4%A",
    ]) {
      const expected = new URLSearchParams(search).get("redirect");
      if (search.endsWith("%A")) expect(readQueryParam(search, "redirect")).toBeNull();
      else expect(readQueryParam(search, "redirect")).toBe(expected);
    }
  });
});
