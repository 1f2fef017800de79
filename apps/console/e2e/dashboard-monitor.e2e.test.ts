import type { HttpSnapshot, RuntimeSnapshot } from "@kanya/server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 监控页 (/dashboard/monitor) against the real server, whose runtime and HTTP readers here answer a new figure on
// every call: what the page shows is what the server answered last, and it asks again every 5 s.
const MiB = 1024 ** 2;
const served = { runtime: [] as { at: number; value: RuntimeSnapshot }[], http: [] as HttpSnapshot[] };

function runtimeAnswer(n: number): RuntimeSnapshot {
  return {
    nodeVersion: "v22.12.0",
    v8Version: "12.4.254.21-node.21",
    pid: 1873,
    uptimeSeconds: 3600 + n * 5,
    heapUsed: (100 + 10 * n) * MiB,
    heapTotal: 256 * MiB,
    heapLimit: 4096 * MiB,
    rss: (200 + 10 * n) * MiB,
    external: 4 * MiB,
    arrayBuffers: MiB,
    eventLoopDelay: { p50Ms: 20, p99Ms: 20 + n, maxMs: 60 },
    gc: { count: 10 * n, totalMs: 12 * n, maxMs: 4, recent: [] },
    activeHandles: 12,
    activeResources: { TCPServerWrap: 1, TCPSocketWrap: 9, Timeout: 2 },
  };
}

function httpAnswer(n: number): HttpSnapshot {
  return {
    requestsPerSecond: 1.5 * n,
    total: 1000 * n,
    statusMix: { "2xx": 990 * n, "3xx": 0, "4xx": 10 * n, "5xx": 0 },
    p50Ms: 5,
    p99Ms: 40 + n,
    maxMs: 300,
    inFlight: 1,
    openConnections: 8,
    sampleCount: 1000,
  };
}

let h: ConsoleHarness;
let page: Page;
beforeAll(async () => {
  h = await startHarness({
    monitor: {
      runtime: () => {
        const value = runtimeAnswer(served.runtime.length + 1);
        served.runtime.push({ at: Date.now(), value });
        return value;
      },
      http: () => {
        const value = httpAnswer(served.http.length + 1);
        served.http.push(value);
        return value;
      },
    },
  });
  page = await signedInPage(h, "admin");
});
afterAll(async () => {
  await h?.close();
});

const figure = (label: string) => page.getByRole("region", { name: label }).locator("p").first();
const trend = (index: number) => page.getByRole("table", { name: "最近 10 分钟趋势" }).nth(index);
/** The first load brings the chart library in its own chunk; a refresh comes 5 s after the first answer. */
const SLOW = { timeout: 30_000 };

describe("监控页", () => {
  it("shows the server's runtime and HTTP figures, and asks for new ones every 5 s", async () => {
    await page.goto(h.at("/dashboard/monitor"));
    await page.getByRole("heading", { name: "监控页", level: 2 }).waitFor();
    await page.getByText("每 5 秒刷新").waitFor();

    // The first answers, figure by figure.
    await expect.poll(() => figure("堆内存").innerText(), SLOW).toBe("110.0 MB");
    expect(served.runtime.length).toBe(1);
    expect(await figure("常驻内存").innerText()).toBe("210.0 MB");
    expect(await figure("事件循环延迟 P99").innerText()).toBe("21 ms");
    expect(await figure("运行时长").innerText()).toBe("1小时 5秒");
    await expect.poll(() => figure("每秒请求数").innerText()).toBe("1.5");
    expect(await figure("P99 延迟").innerText()).toBe("41 ms");
    await expect.poll(() => trend(0).locator("caption").innerText()).toBe("最近 10 分钟（1 个样本）");
    // Each trend is drawn by the lazily loaded ECharts.
    await page.getByRole("img", { name: "堆内存" }).locator("canvas").waitFor(SLOW);

    // 5 s later the page asks again: the figures are the second answers, the trends hold both samples.
    await expect.poll(() => figure("堆内存").innerText(), SLOW).toBe("120.0 MB");
    const [first, second] = served.runtime;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(4_500);
    await expect.poll(() => figure("每秒请求数").innerText(), SLOW).toBe("3");
    expect(await figure("运行时长").innerText()).toBe("1小时 10秒");
    await expect.poll(() => trend(0).locator("caption").innerText()).toBe("最近 10 分钟（2 个样本）");
    expect(
      await trend(0)
        .getByRole("row", { name: /^堆内存/ })
        .innerText(),
    ).toMatch(/^堆内存\s+120\.0 MB\s+110\.0 MB\s+120\.0 MB$/);
    await expect.poll(() => trend(1).locator("caption").innerText()).toBe("最近 10 分钟（2 个样本）");
    expect(
      await trend(1)
        .getByRole("row", { name: /^P99 延迟/ })
        .innerText(),
    ).toMatch(/^P99 延迟\s+42 ms\s+41 ms\s+42 ms$/);
    expect(h.pageErrors).toEqual([]);
  });
});
