import type { RouteNode } from "@kanya/core/menu";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TextProvider } from "../locale";
import { ConsoleProviders } from "../providers";
import { createTestServices } from "../providers/test-services";
import MenuView from "./MenuView";
import { UNBUILT_VIEWS } from "./unbuilt-views";

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

// A view still listed as unbuilt (the list shrinks as views land; when it is empty, that case goes too).
const UNBUILT = UNBUILT_VIEWS[0] ?? "(none left)";

const routes = [
  node("/service/dentistryorderView", "service/DentistryOrderView"),
  node("/online", "layouts/RouteView", "在线开发", [node("/online/form", UNBUILT, "在线表单")]),
  node("/isystem", "layouts/RouteView", "系统管理", [node("/isystem/legacy", "system/NoSuchList", "旧页面")]),
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
    // The front desk's view, which says so when its stores cannot be read (the test has no server).
    expect(await screen.findByText("门店加载失败", {}, { timeout: 20_000 })).toBeDefined();
    // The view's own modules (the editable table, dialogs) load lazily: slow on a busy machine.
  }, 30_000);

  it("shows 功能建设中 with the entry's title for a view not built yet", () => {
    open("/online/form");
    expect(screen.getByRole("heading", { name: "功能建设中" })).toBeDefined();
    expect(screen.getByText("「在线表单」正在建设中，将在后续版本中提供")).toBeDefined();
  });

  it("shows MODULE_NOT_FOUND for a view that is neither a file nor a known unbuilt view", () => {
    open("/isystem/legacy");
    expect(screen.getByRole("alert").textContent).toContain("Cannot find module 'system/NoSuchList'");
    expect(screen.getByTestId("module-error-code").textContent).toBe("MODULE_NOT_FOUND");
  });
});
