import type { RouteNode } from "@kanya/core/menu";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TextProvider } from "../locale";
import { ConsoleProviders } from "../providers";
import { createTestServices } from "../providers/test-services";
import MenuView from "./MenuView";

const node = (path: string, component: string, title = path, children: RouteNode[] = []): RouteNode => ({
  id: path,
  path,
  name: path,
  component,
  hidden: false,
  title,
  external: false,
  keepAlive: false,
  permissions: [],
  children,
});

const routes = [
  node("/service/dentistryorderView", "service/DentistryOrderView"),
  node("/isystem", "layouts/RouteView", "系统管理", [
    node("/isystem/user", "system/UserList", "用户管理"),
    node("/isystem/legacy", "system/NoSuchList", "旧页面"),
  ]),
];

function open(path: string) {
  const services = createTestServices();
  services.menu.set({ routes, auth: [], allAuth: [] });
  const router = createMemoryRouter([{ path: "*", Component: MenuView }], { initialEntries: [path] });
  render(
    <TextProvider locale="zh-CN">
      <ConsoleProviders services={services}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </TextProvider>,
  );
}

afterEach(cleanup);

describe("MenuView", () => {
  it("loads the view file the menu names", async () => {
    open("/service/dentistryorderView");
    const orders = await screen.findByRole("group", { name: "订单列表" });
    expect(orders.textContent).toContain("订单列表尚未开放，将在后续版本中提供");
  });

  it("shows 功能建设中 with the entry's title for a view not built yet", () => {
    open("/isystem/user");
    expect(screen.getByRole("heading", { name: "功能建设中" })).toBeDefined();
    expect(screen.getByText("「用户管理」正在建设中，将在后续版本中提供")).toBeDefined();
  });

  it("shows MODULE_NOT_FOUND for a view that is neither a file nor a known unbuilt view", () => {
    open("/isystem/legacy");
    expect(screen.getByRole("alert").textContent).toContain("Cannot find module 'system/NoSuchList'");
    expect(screen.getByTestId("module-error-code").textContent).toBe("MODULE_NOT_FOUND");
  });
});
