import { INACTIVITY_LIMIT_MS } from "@kanya/core/session";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ConsoleProviders } from "./ConsoleProviders";
import { createTestServices } from "./test-services";
import { useListLoadGuard } from "./use-list-load-guard";

afterEach(cleanup);

function setup(minutesIdle: number) {
  const services = createTestServices();
  services.session.saveLogin({
    token: "tk",
    userInfo: { username: "ck001", workNo: "CK:001" } as never,
    tenantList: [],
    departs: [],
    multi_depart: 1,
  });
  // Idle time counts from the operation the sign-in recorded, not from a later clock read (a busy box
  // puts milliseconds between the two, which tipped the 30-minute edge case over the limit).
  const signedInAt = services.session.getLastOperateAt() ?? Date.now();
  const now = () => signedInAt + minutesIdle * 60_000;
  const results: boolean[] = [];
  function ListPage() {
    const beforeListLoad = useListLoadGuard(now);
    return (
      <button type="button" onClick={() => results.push(beforeListLoad())}>
        查询
      </button>
    );
  }
  const router = createMemoryRouter(
    [
      { path: "/list", Component: ListPage },
      { path: "/dentistry/login", element: <p>dentistry login</p> },
    ],
    { initialEntries: ["/list"] },
  );
  render(
    <ConsoleProviders services={services}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { services, results, now };
}

describe("useListLoadGuard (inactivity, spec §4)", () => {
  it("lets a list load within 30 minutes of the last one and counts it as activity", () => {
    const { services, results, now } = setup(INACTIVITY_LIMIT_MS / 60_000);
    screen.getByRole("button", { name: "查询" }).click();
    expect(results).toEqual([true]);
    expect(services.session.getLastOperateAt()).toBe(now());
  });

  it("ends the session and goes to the user's login page after more than 30 minutes", async () => {
    const { services, results } = setup(31);
    screen.getByRole("button", { name: "查询" }).click();
    expect(results).toEqual([false]);
    expect(services.session.getToken()).toBeUndefined();
    expect(await screen.findByText("dentistry login")).toBeDefined();
  });
});
