import { message } from "@kanya/ui/message";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsoleProviders } from "../../providers";
import { createTestServices } from "../../providers/test-services";
import { KeptPage } from "./KeptPage";
import { useWorkspace, type Workspace } from "./use-workspace";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HOME = "/dashboard/analysis";
const titles: Record<string, string> = { [HOME]: "首页", "/a": "甲", "/b": "乙" };

/** The hook bound to a memory router; `held.current` is the latest workspace, `router` moves the location. */
function setup({ multipage = true, at = HOME } = {}) {
  const held: { current?: Workspace } = {};
  function Probe() {
    const location = useLocation();
    const fullPath = location.pathname + location.search;
    held.current = useWorkspace({ fullPath, title: titles[location.pathname] ?? fullPath, multipage });
    return <output aria-label="location">{fullPath}</output>;
  }
  const router = createMemoryRouter([{ path: "*", Component: Probe }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  const go = (path: string) => act(() => router.navigate(path));
  const tabs = () => held.current?.state.tabs.map((tab) => tab.title);
  const active = () => held.current?.state.activePath;
  const dispatch = (action: Parameters<Workspace["dispatch"]>[0]) =>
    act(() => held.current?.dispatch(action));
  return { go, tabs, active, dispatch, router };
}

describe("useWorkspace: the core tab reducer bound to the router", () => {
  it("opens a tab per location, home first, and keeps one tab for a page visited again", async () => {
    const { go, tabs, active } = setup();
    await go("/a");
    await go("/b");
    await go("/a");
    expect(tabs()).toEqual(["首页", "甲", "乙"]);
    expect(active()).toBe("/a");
  });

  it("moves the router to the neighbour when the active tab closes", async () => {
    const { go, tabs, dispatch } = setup();
    await go("/a");
    await go("/b");
    await dispatch({ type: "close", fullPath: "/b" });
    expect(tabs()).toEqual(["首页", "甲"]);
    expect(await screen.findByText("/a")).toBeTruthy();
  });

  it("refuses to close home with the spec's message and changes nothing", async () => {
    const warning = vi.spyOn(message, "warning").mockImplementation(() => () => {});
    const { tabs, dispatch } = setup();
    await dispatch({ type: "close", fullPath: HOME });
    expect(warning).toHaveBeenCalledWith("首页不能关闭!");
    expect(tabs()).toEqual(["首页"]);
  });

  it("keeps only the current page when multi-page mode is off", async () => {
    const { go, tabs } = setup({ multipage: false });
    await go("/a");
    await go("/b");
    expect(tabs()).toEqual(["乙"]);
  });
});

describe("KeptPage: keep-alive of a hidden tab", () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {`count ${count}`}
      </button>
    );
  }

  /** A framed page whose keep-alive is switched by a button outside it. */
  function Harness() {
    const [active, setActive] = useState(true);
    const location = useLocation();
    return (
      <>
        <button type="button" onClick={() => setActive(!active)}>
          toggle
        </button>
        <KeptPage page={{ element: <Counter />, location }} active={active} />
      </>
    );
  }

  it("hides a page without unmounting it, and shows it again with its state", async () => {
    const router = createMemoryRouter([{ path: "*", Component: Harness }]);
    render(
      <ConsoleProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </ConsoleProviders>,
    );
    const counter = () => screen.queryByRole("button", { name: /^count/ });
    act(() => counter()?.click());
    expect(counter()?.textContent).toBe("count 1");

    act(() => screen.getByRole("button", { name: "toggle" }).click());
    expect(counter()).toBeNull();
    act(() => screen.getByRole("button", { name: "toggle" }).click());
    expect(counter()?.textContent).toBe("count 1");
  });
});
