import type { RouteNode } from "@kanya/core/menu";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TextProvider } from "../locale";
import { menu } from "../session";
import MenuPage from "./MenuPage";

const node = (path: string, component: string, children: RouteNode[] = []): RouteNode => ({
  id: path,
  path,
  name: path,
  component,
  hidden: false,
  title: path,
  external: false,
  keepAlive: false,
  permissions: [],
  children,
});

const routes = [
  node("/service/dentistryorderView", "service/DentistryOrderView"),
  node("/isystem", "layouts/RouteView", [node("/isystem/user", "system/UserList")]),
];

function open(path: string) {
  menu.set({ routes, auth: [], allAuth: [] });
  const router = createMemoryRouter([{ path: "*", Component: MenuPage }], { initialEntries: [path] });
  render(
    <TextProvider locale="zh-CN">
      <RouterProvider router={router} />
    </TextProvider>,
  );
}

afterEach(() => {
  cleanup();
  menu.clear();
});

describe("MenuPage", () => {
  it("loads the registered view the menu names", async () => {
    open("/service/dentistryorderView");
    const orders = await screen.findByRole("group", { name: "订单列表" });
    // Until the order list exists, the page says so instead of showing an empty list.
    expect(orders.textContent).toContain("订单列表尚未开放，将在后续版本中提供");
  });

  it("shows MODULE_NOT_FOUND for a view missing from the registry", () => {
    open("/isystem/user");
    expect(screen.getByRole("alert").textContent).toContain("Cannot find module 'system/UserList'");
    expect(screen.getByTestId("module-error-code").textContent).toBe("MODULE_NOT_FOUND");
  });
});
