// @vitest-environment node
import { describe, expect, it } from "vitest";
// The server's seed is the menu a fresh Kanya serves: read from its source, so a new entry there is checked here.
import { menuRows } from "../../../server/src/db/seed/menus";
import { resolveView, VIEW_FILES } from "./registry";
import { UNBUILT_VIEWS } from "./unbuilt-views";
import { VIEW_ALIASES } from "./view-aliases";

const seededComponents = [...new Set(menuRows.map((row) => row.component).filter((c): c is string => !!c))];

describe("the views registry", () => {
  it("resolves every component of the seeded menus to a view, a container or a listed unbuilt view", () => {
    expect(seededComponents.length).toBeGreaterThan(40);
    const unresolved = seededComponents.filter((component) => resolveView(component).kind === "missing");
    expect(unresolved).toEqual([]);
  });

  it("finds view files by their path: views/system/… serves `system/…`", () => {
    expect(Object.keys(VIEW_FILES)).toEqual(
      expect.arrayContaining([
        "dashboard/Analysis",
        "service/DentistryOrderView",
        "exception/404",
        "user/Login",
      ]),
    );
    expect(resolveView("dashboard/Analysis")).toMatchObject({ kind: "view", path: "dashboard/Analysis" });
    // JeecgBoot menus sometimes write a leading slash or the .vue ending.
    expect(resolveView("/dashboard/Analysis.vue")).toMatchObject({
      kind: "view",
      path: "dashboard/Analysis",
    });
  });

  it("does not count a view's own parts, tests or the machinery as views", () => {
    const names = Object.keys(VIEW_FILES);
    expect(names.filter((name) => /(^|\/)components\/|\.test$|^[^/]+$/.test(name))).toEqual([]);
  });

  it("lists as unbuilt only views that have no file yet", () => {
    expect(UNBUILT_VIEWS.filter((view) => view in VIEW_FILES)).toEqual([]);
  });

  it("points every alias at a view file or a listed unbuilt view", () => {
    const dangling = Object.entries(VIEW_ALIASES).filter(
      ([, target]) => !(target in VIEW_FILES) && !UNBUILT_VIEWS.includes(target),
    );
    expect(dangling).toEqual([]);
    expect(resolveView("modules/online/cgreport/auto/OnlCgreportAutoList").kind).not.toBe("missing");
  });

  it("treats route-view containers as containers and anything else as missing", () => {
    expect(resolveView("layouts/RouteView")).toEqual({ kind: "container" });
    expect(resolveView("system/NoSuchList")).toEqual({ kind: "missing" });
  });
});
