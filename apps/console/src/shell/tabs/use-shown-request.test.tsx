import { act, cleanup, render, screen } from "@testing-library/react";
import { Activity, useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useShownRequest } from "./use-shown-request";

afterEach(cleanup);

/**
 * A page that loads `query` in an effect the way list pages do, kept alive by `<Activity>`; the server's
 * answer for a query is `rows of <query>` plus whatever `serverChange` says.
 */
function setup() {
  const fetches: string[] = [];
  const answers: Array<() => void> = [];
  let serverChange = "";
  const fetchList = vi.fn(
    (query: string) =>
      new Promise<string>((resolve) => {
        fetches.push(query);
        const answer = `rows of ${query}${serverChange}`;
        answers.push(() => resolve(answer));
      }),
  );
  const log = { spinners: 0, draws: 0 };

  function ListPage({ query }: { query: string }) {
    const shownRequest = useShownRequest();
    const [shown, setShown] = useState("nothing");
    useEffect(() => {
      const request = [query];
      const quiet = shownRequest.isShown(request);
      if (!quiet) log.spinners += 1;
      let current = true;
      void fetchList(query).then((answer) => {
        if (!current || !shownRequest.show(request, answer)) return;
        log.draws += 1;
        setShown(answer);
      });
      return () => {
        current = false;
      };
    }, [query, shownRequest]);
    return <p>{shown}</p>;
  }

  function Tabs() {
    const [active, setActive] = useState(true);
    const [query, setQuery] = useState("a");
    return (
      <>
        <button type="button" onClick={() => setActive(!active)}>
          switch tab
        </button>
        <button type="button" onClick={() => setQuery(`${query}+`)}>
          search
        </button>
        <Activity mode={active ? "visible" : "hidden"}>
          <ListPage query={query} />
        </Activity>
      </>
    );
  }

  render(<Tabs />);
  const click = (name: string) => act(() => screen.getByRole("button", { name }).click());
  const answer = async () => {
    await act(async () => answers.shift()?.());
  };
  const changeOnServer = (change: string) => {
    serverChange = change;
  };
  return { fetches, click, answer, log, changeOnServer };
}

describe("useShownRequest: a kept page shown again by its tab", () => {
  it("shows the list it had at once, refreshes it quietly and redraws nothing when it did not change", async () => {
    const { fetches, click, answer, log } = setup();
    await answer();
    click("switch tab");
    click("switch tab");
    expect(screen.getByText("rows of a")).toBeDefined();
    await answer();
    expect(fetches).toEqual(["a", "a"]);
    expect(log).toEqual({ spinners: 1, draws: 1 });
  });

  it("shows what changed on the server meanwhile, still without a spinner", async () => {
    const { click, answer, log, changeOnServer } = setup();
    await answer();
    click("switch tab");
    changeOnServer(" (one restored)");
    click("switch tab");
    await answer();
    expect(screen.getByText("rows of a (one restored)")).toBeDefined();
    expect(log).toEqual({ spinners: 1, draws: 2 });
  });

  it("loads a changed query", async () => {
    const { fetches, click, answer } = setup();
    await answer();
    click("search");
    await answer();
    expect(screen.getByText("rows of a+")).toBeDefined();
    expect(fetches).toEqual(["a", "a+"]);
  });

  it("loads again when the tab was left before the answer came", async () => {
    const { fetches, click, answer } = setup();
    click("switch tab");
    await answer();
    click("switch tab");
    await answer();
    expect(screen.getByText("rows of a")).toBeDefined();
    expect(fetches).toEqual(["a", "a"]);
  });
});
