import { createClient, type KanyaClient } from "@kanya/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningServer, startServer } from "../src/start-server";
import { backends, itOnPostgreSQL } from "./support/backends";

/** A websocket client that keeps every frame it receives. */
interface NoticeClient {
  ws: WebSocket;
  frames: string[];
  /** The first frame (already received or still to come) that satisfies `match`. */
  next(match: (frame: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): void;
}

function openSocket(url: string, protocols?: string[]): Promise<NoticeClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const frames: string[] = [];
    const waiters = new Set<() => void>();
    ws.on("message", (data) => {
      frames.push(data.toString());
      for (const wake of [...waiters]) wake();
    });
    ws.once("open", () =>
      resolve({
        ws,
        frames,
        next(match, timeoutMs = 15_000) {
          return new Promise((done, fail) => {
            const check = () => {
              const frame = frames.find(match);
              if (frame === undefined) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(frame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () => ws.close(),
      }),
    );
    ws.once("unexpected-response", (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

const isJson = (cmd: string, msgId?: string) => (frame: string) => {
  try {
    const value = JSON.parse(frame) as { cmd?: string; msgId?: string };
    return value.cmd === cmd && (msgId === undefined || value.msgId === msgId);
  } catch {
    return false;
  }
};

/** Waits a little and checks that no frame about `msgId` arrived. */
async function expectNothingAbout(client: NoticeClient, msgId: string, waitMs = 700) {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  expect(client.frames.filter((frame) => frame.includes(msgId))).toEqual([]);
}

interface Session {
  client: KanyaClient;
  token: string;
  userId: string;
}

async function signInTo(server: RunningServer, username: string): Promise<Session> {
  let tenant: number | null = null;
  let token: string | null = null;
  const client = createClient({
    baseUrl: `${server.url}jeecg-boot`,
    getToken: () => token,
    getTenantId: () => tenant,
  });
  const res = await client.sys.login({ username, password: "123456" });
  if (!res.success) throw new Error(`Sign-in of ${username} failed: ${res.message}`);
  token = res.result.token;
  tenant = res.result.tenantList[0]?.id ?? null;
  return { client, token: res.result.token, userId: res.result.userInfo.id };
}

const socketUrl = (server: RunningServer, userId: string) =>
  `${server.url.replace(/^http/, "ws")}jeecg-boot/websocket/${userId}`;

async function publish(admin: Session, body: { titile: string; msgType: "ALL" | "USER"; userIds?: string }) {
  expect(
    await admin.client.sys.announcement.add({ ...body, msgContent: "<p>内容</p>", msgCategory: "1" }),
  ).toMatchObject({
    success: true,
  });
  const list = await admin.client.sys.announcement.list({ titile: body.titile });
  const id = list.result.records[0]?.id ?? "";
  expect(await admin.client.sys.announcement.release(id)).toMatchObject({
    success: true,
    message: "系统通知推送成功",
  });
  return id;
}

describe.each(backends)("the notice websocket on $name", (backend) => {
  let fresh: Awaited<ReturnType<typeof backend.freshDatabase>>;
  let server: RunningServer;
  let admin: Session;
  let ck001: Session;
  let clinic01: Session;
  let jeecg: Session;

  beforeAll(async () => {
    fresh = await backend.freshDatabase();
    server = await startServer({
      port: 0,
      ...fresh.options,
      consoleDir: null,
      log: () => {},
      noticeHeartbeatMs: 300,
    });
    [admin, ck001, clinic01, jeecg] = await Promise.all([
      signInTo(server, "admin"),
      signInTo(server, "ck001"),
      signInTo(server, "clinic01"),
      signInTo(server, "jeecg"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
  });

  it("accepts a valid token as the subprotocol and echoes it back", async () => {
    const socket = await openSocket(socketUrl(server, ck001.userId), [ck001.token]);
    expect(socket.ws.protocol).toBe(ck001.token);
    socket.close();
  });

  it("refuses the handshake without a token, with a bad token, or for another user's id", async () => {
    await expect(openSocket(socketUrl(server, ck001.userId))).rejects.toThrow(/handshake refused: 401/);
    await expect(openSocket(socketUrl(server, ck001.userId), ["not-a-token"])).rejects.toThrow(/401/);
    // A valid token of clinic01 cannot listen to ck001's notices.
    await expect(openSocket(socketUrl(server, ck001.userId), [clinic01.token])).rejects.toThrow(/401/);
  });

  it("refuses a token revoked by logout", async () => {
    const session = await signInTo(server, "caiwu01");
    expect((await session.client.sys.logout()).success).toBe(true);
    await expect(openSocket(socketUrl(server, session.userId), [session.token])).rejects.toThrow(/401/);
  });

  it("answers ping and heartcheck with plain-text ping, and sends its own heartbeat", async () => {
    const socket = await openSocket(socketUrl(server, ck001.userId), [ck001.token]);
    socket.ws.send("ping");
    await socket.next((frame) => frame === "ping");
    socket.frames.length = 0;
    socket.ws.send("heartcheck");
    await socket.next((frame) => frame === "ping");
    // The server's own beat (every 300 ms in this test; 20 s by default).
    await socket.next(isJson("heartcheck"));
    socket.close();
  });

  it("delivers a USER announcement to exactly its users, on every socket of theirs", async () => {
    const target1 = await openSocket(socketUrl(server, ck001.userId), [ck001.token]);
    const target2 = await openSocket(socketUrl(server, ck001.userId), [ck001.token]);
    const bystander = await openSocket(socketUrl(server, clinic01.userId), [clinic01.token]);
    const publisher = await openSocket(socketUrl(server, admin.userId), [admin.token]);

    const id = await publish(admin, {
      titile: `定向通知 ${Date.now()}`,
      msgType: "USER",
      userIds: `${ck001.userId},`,
    });
    for (const socket of [target1, target2]) {
      const frame = JSON.parse(await socket.next(isJson("user", id)));
      expect(frame).toMatchObject({ cmd: "user", msgId: id, msgTxt: expect.stringMatching(/^定向通知/) });
    }
    await expectNothingAbout(bystander, id);
    await expectNothingAbout(publisher, id, 0);
    for (const socket of [target1, target2, bystander, publisher]) socket.close();
  });

  it("broadcasts an ALL announcement as topic to the users of its tenant (1000) only", async () => {
    const sameTenant = [
      await openSocket(socketUrl(server, ck001.userId), [ck001.token]),
      await openSocket(socketUrl(server, clinic01.userId), [clinic01.token]),
      await openSocket(socketUrl(server, admin.userId), [admin.token]),
    ];
    const otherTenant = await openSocket(socketUrl(server, jeecg.userId), [jeecg.token]);

    const id = await publish(admin, { titile: `全体通知 ${Date.now()}`, msgType: "ALL" });
    for (const socket of sameTenant) {
      expect(JSON.parse(await socket.next(isJson("topic", id)))).toMatchObject({ cmd: "topic", msgId: id });
    }
    await expectNothingAbout(otherTenant, id);

    // The targets find it in their notice bell; the other tenant's user does not.
    const bell = await ck001.client.sys.announcement.listByUser();
    expect(bell.result.anntMsgList.map((a) => a.id)).toContain(id);
    const elsewhere = await jeecg.client.sys.announcement.listByUser();
    expect(elsewhere.result.anntMsgList.map((a) => a.id)).not.toContain(id);
    for (const socket of [...sameTenant, otherTenant]) socket.close();
  });

  it("pushes readAll's topic to the reader only", async () => {
    const reader = await openSocket(socketUrl(server, clinic01.userId), [clinic01.token]);
    const other = await openSocket(socketUrl(server, ck001.userId), [ck001.token]);
    expect(await clinic01.client.sys.announcement.readAll()).toMatchObject({
      success: true,
      message: "全部已读",
    });
    expect(JSON.parse(await reader.next(isJson("topic")))).toEqual({ cmd: "topic" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(other.frames.filter(isJson("topic"))).toEqual([]);
    reader.close();
    other.close();
  });

  itOnPostgreSQL(backend)(
    "delivers a notice published through one instance to a client of another (LISTEN/NOTIFY)",
    async () => {
      const second = await startServer({ port: 0, ...fresh.options, consoleDir: null, log: () => {} });
      try {
        const remote = await openSocket(socketUrl(second, ck001.userId), [ck001.token]);
        const id = await publish(admin, {
          titile: `跨实例通知 ${Date.now()}`,
          msgType: "USER",
          userIds: `${ck001.userId},`,
        });
        expect(JSON.parse(await remote.next(isJson("user", id)))).toMatchObject({ cmd: "user", msgId: id });
        remote.close();
      } finally {
        await second.close();
      }
    },
  );
});
