import { notification } from "@kanya/ui/notification";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifyError } from "../shell/errors/notify";
import { ConsoleProviders } from "./ConsoleProviders";
import { createTestServices } from "./test-services";

afterEach(() => {
  notification.destroy();
  cleanup();
});

describe("OnDemandNotificationHost", () => {
  it("mounts with a session, so a signed-in page's own notification shows", async () => {
    const services = createTestServices();
    services.session.saveLogin({
      token: "tk",
      userInfo: { username: "admin" } as never,
      tenantList: [],
      departs: [],
      multi_depart: 1,
    });
    render(<ConsoleProviders services={services}>页面</ConsoleProviders>);
    act(() => {
      notification.info({ title: "已保存" });
    });
    expect(await screen.findByText("已保存")).toBeTruthy();
  });

  it("without a session, mounts on the first notifyError and shows it", async () => {
    render(<ConsoleProviders services={createTestServices()}>登录页</ConsoleProviders>);
    expect(screen.queryByText("服务器出错")).toBeNull();
    await act(() => notifyError({ title: "系统提示", description: "服务器出错" }));
    expect(await screen.findByText("服务器出错")).toBeTruthy();
  });
});
