import type { RouteNode } from "@kanya/core/menu";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TextProvider } from "../../locale";
import { ConsoleProviders } from "../../providers";
import { createTestServices } from "../../providers/test-services";
import MenuView from "../MenuView";

// 数据规则 as a page of its own: a menu entry (as an admin adds one in 菜单管理; the seed has none, JeecgBoot
// opens the list as 菜单管理's drawer) whose url names the menu by `?permissionId=`.
const entry = (path: string): RouteNode => ({
  id: path,
  path,
  name: "dataRule",
  component: "system/PermissionDataRuleList",
  hidden: false,
  title: "数据规则",
  external: false,
  keepAlive: false,
  permissions: [],
  children: [],
});

const rule = {
  id: "r1",
  permissionId: "m1",
  ruleName: "本部门",
  ruleColumn: "sys_org_code",
  ruleConditions: "=",
  ruleValue: "#{sys_org_code}",
  status: "1",
};

function open(menuPath: string, at: string, asked: string[]) {
  const services = createTestServices({
    fetch: async (input) => {
      asked.push(input);
      const body = { success: true, code: 200, message: "", timestamp: 1, result: [rule] };
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    },
  });
  services.menu.set({ routes: [entry(menuPath)], auth: [], allAuth: [] });
  const router = createMemoryRouter([{ path: "*", Component: MenuView }], { initialEntries: [at] });
  render(
    <TextProvider locale="zh-CN">
      <ConsoleProviders services={services}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </TextProvider>,
  );
}

afterEach(cleanup);

describe("数据规则 opened from its own menu entry", () => {
  it("lists the rules of the menu its url names", { timeout: 20_000 }, async () => {
    const asked: string[] = [];
    open("/isystem/dataRule?permissionId=m1", "/isystem/dataRule?permissionId=m1", asked);
    expect(await screen.findByText("本部门", undefined, { timeout: 15_000 })).toBeDefined();
    expect(
      asked.some((url) => url.includes("/sys/permission/queryPermissionRule") && url.includes("m1")),
    ).toBe(true);
  });

  it("says which menu to choose first when the url names none, and asks the server nothing", {
    timeout: 20_000,
  }, async () => {
    const asked: string[] = [];
    open("/isystem/dataRule", "/isystem/dataRule", asked);
    expect(await screen.findByText("请先在菜单管理中选择菜单", undefined, { timeout: 15_000 })).toBeDefined();
    expect(asked.filter((url) => url.includes("queryPermissionRule"))).toEqual([]);
  });
});
