import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { runRedisCommand } from "../src/modules/monitor/redis";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";

// The machine's Redis (127.0.0.1:6379, nothing kept on disk), database 15 so nothing else's keys are touched.
const REDIS_URL = "redis://127.0.0.1:6379/15";
const KEY = `kanya:monitor:${randomBytes(4).toString("hex")}`;

function embedded() {
  const [backend] = backends;
  if (!backend) throw new Error("no test backend");
  return backend;
}

describe("monitoring with REDIS_URL configured", () => {
  beforeAll(async () => {
    await embedded().db();
    await runRedisCommand(REDIS_URL, ["SET", KEY, "hello"]);
  }, 180_000);
  afterAll(async () => {
    await runRedisCommand(REDIS_URL, ["DEL", KEY]);
  });

  const setup = async () => {
    const db = await embedded().db();
    const app = createApp({ db, redisUrl: REDIS_URL });
    const token = await signIn(app, "admin");
    const text = async (path: string) =>
      (await rawRequest(app, path, { headers: { "X-Access-Token": token } })).text();
    return { app, token, text };
  };

  it("shows INFO, the key count and memory, in Kanya's and JeecgBoot's shapes, without the URL", async () => {
    const { text } = await setup();
    const redis = await text("/sys/monitor/redis");
    const body = JSON.parse(redis) as { result: { configured: boolean; dbSize: number; usedMemory: number } };
    expect(body.result.configured).toBe(true);
    expect(body.result.dbSize).toBeGreaterThanOrEqual(1);
    expect(body.result.usedMemory).toBeGreaterThan(0);
    expect(redis).not.toMatch(/redis:\/\/|config_file|executable/);

    const info = JSON.parse(await text("/sys/actuator/redis/info")) as { result: { key: string }[] };
    expect(info.result.map((e) => e.key)).toContain("redis_version");
    const keys = JSON.parse(await text("/sys/actuator/redis/keysSize")) as {
      dbSize: number;
      create_time: number;
    };
    expect(keys.dbSize).toBeGreaterThanOrEqual(1);
    const memory = JSON.parse(await text("/sys/actuator/redis/memoryInfo")) as { used_memory: number };
    expect(memory.used_memory).toBeGreaterThan(0);
  });

  it("runs read-only commands in the terminal and refuses writes", async () => {
    const { app, token } = await setup();
    const client = inProcessClient(app, { token });
    const got = await client.post<{ reply: unknown }>("/sys/monitor/redis/command", {
      command: `GET ${KEY}`,
    });
    expect(got.result.reply).toBe("hello");
    const type = await client.post<{ reply: unknown }>("/sys/monitor/redis/command", {
      command: `TYPE ${KEY}`,
    });
    expect(type.result.reply).toBe("string");
    const refused = await client.post<unknown>("/sys/monitor/redis/command", { command: `DEL ${KEY}` });
    expect(refused.success).toBe(false);
    expect(await runRedisCommand(REDIS_URL, ["EXISTS", KEY])).toBe(1);
  });
});
