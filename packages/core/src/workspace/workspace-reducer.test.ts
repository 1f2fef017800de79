import { describe, expect, it } from "vitest";
import { workspaceRefusalMessage } from "./messages.js";
import {
  cachedNames,
  initialWorkspace,
  reduceWorkspace,
  type WorkspaceOptions,
} from "./workspace-reducer.js";
import { titleStorageKey, type WorkspaceAction, type WorkspaceState } from "./workspace-state.js";

const options: WorkspaceOptions = { homePath: "/dashboard/analysis", homeTitle: "首页" };
const run = (state: WorkspaceState, ...actions: WorkspaceAction[]) =>
  actions.reduce((s, action) => reduceWorkspace(s, action, options).state, state);
const paths = (state: WorkspaceState) => state.tabs.map((tab) => tab.fullPath);
const opened = (...fullPaths: string[]) =>
  run(
    initialWorkspace(options),
    ...fullPaths.map((fullPath) => ({ type: "open", fullPath, title: fullPath }) as const),
  );

describe("reduceWorkspace", () => {
  it("starts with the home tab", () => {
    expect(initialWorkspace(options)).toMatchObject({ activePath: "/dashboard/analysis", multipage: true });
    expect(paths(initialWorkspace(options))).toEqual(["/dashboard/analysis"]);
  });

  it("opening a new route adds a tab; revisiting replaces it in place", () => {
    const state = opened("/a", "/b");
    expect(paths(state)).toEqual(["/dashboard/analysis", "/a", "/b"]);
    const again = run(state, { type: "open", fullPath: "/a", title: "A again", cacheName: "A" });
    expect(paths(again)).toEqual(paths(state));
    expect(again.tabs[1]).toMatchObject({ title: "A again", cacheName: "A" });
    expect(again.activePath).toBe("/a");
  });

  it("keys tabs by full path", () => {
    expect(paths(opened("/list?code=1", "/list?code=3"))).toHaveLength(3);
  });

  it("refuses to close home and the last tab, leaving the state as it was", () => {
    const state = opened("/a");
    const home = reduceWorkspace(state, { type: "close", fullPath: "/dashboard/analysis" }, options);
    expect(home).toEqual({ state, refused: "homeUnclosable" });
    expect(workspaceRefusalMessage("homeUnclosable")).toBe("首页不能关闭!");
    const single = run(initialWorkspace(options, { multipage: false }), {
      type: "open",
      fullPath: "/x",
      title: "x",
    });
    expect(reduceWorkspace(single, { type: "close", fullPath: "/x" }, options).refused).toBe(
      "lastUnclosable",
    );
    expect(workspaceRefusalMessage("lastUnclosable")).toBe("这是最后一页，不能再关闭了啦");
  });

  it("closing the active tab activates its neighbour and drops its cached name", () => {
    let state = run(
      initialWorkspace(options),
      { type: "open", fullPath: "/a", title: "a", cacheName: "A" },
      { type: "open", fullPath: "/b", title: "b", cacheName: "B" },
      { type: "open", fullPath: "/c", title: "c" },
      { type: "open", fullPath: "/b", title: "b", cacheName: "B" },
    );
    state = run(state, { type: "close", fullPath: "/b" });
    expect(state.activePath).toBe("/c");
    expect(cachedNames(state)).toEqual(["A"]);
    state = run(state, { type: "close", fullPath: "/c" });
    expect(state.activePath).toBe("/a");
  });

  it("closing an inactive tab keeps the active one", () => {
    expect(run(opened("/a", "/b"), { type: "close", fullPath: "/a" }).activePath).toBe("/b");
  });

  it("closes left, right and others, always keeping home", () => {
    const state = opened("/a", "/b", "/c");
    expect(paths(run(state, { type: "closeLeft", fullPath: "/b" }))).toEqual([
      "/dashboard/analysis",
      "/b",
      "/c",
    ]);
    expect(paths(run(state, { type: "closeRight", fullPath: "/b" }))).toEqual([
      "/dashboard/analysis",
      "/a",
      "/b",
    ]);
    const others = run(state, { type: "closeOthers", fullPath: "/a" });
    expect(paths(others)).toEqual(["/dashboard/analysis", "/a"]);
    expect(others.activePath).toBe("/a");
  });

  it("refresh bumps the tab's refresh count only", () => {
    const state = run(opened("/a", "/b"), { type: "refresh", fullPath: "/a" });
    expect(state.tabs.map((t) => t.refreshCount)).toEqual([0, 1, 0]);
    expect(run(state, { type: "open", fullPath: "/a", title: "a" }).tabs[1]?.refreshCount).toBe(1);
  });

  it("turning multi-page off collapses to the current page and keeps only it afterwards", () => {
    const off = run(opened("/a", "/b"), { type: "setMultipage", multipage: false });
    expect(paths(off)).toEqual(["/b"]);
    expect(paths(run(off, { type: "open", fullPath: "/c", title: "c" }))).toEqual(["/c"]);
  });

  it("applies stored title overrides keyed by path", () => {
    const state = initialWorkspace(options, { titleOverrides: { "/a": "订单详情" } });
    expect(run(state, { type: "open", fullPath: "/a", title: "a" }).tabs[1]?.title).toBe("订单详情");
    expect(run(opened("/b"), { type: "setTitle", fullPath: "/b", title: "B!" }).tabs[1]?.title).toBe("B!");
    expect(titleStorageKey("/a")).toBe("route:title:/a");
  });

  it("puts home back first when it is reopened after multi-page mode returns", () => {
    const state = run(
      initialWorkspace(options, { multipage: false }),
      { type: "open", fullPath: "/a", title: "a" },
      { type: "setMultipage", multipage: true },
      { type: "open", fullPath: "/dashboard/analysis", title: "首页" },
    );
    expect(paths(state)).toEqual(["/dashboard/analysis", "/a"]);
  });
});
