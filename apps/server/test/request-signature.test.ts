import { createClient, requestSignature } from "@kanya/client";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { API_BASE, inProcessClient, rawRequest, signedHeaders, signIn } from "./support/client";
import { capturingSmsSender, uniqueMobile } from "./support/sign-in";

const REFUSED = {
  success: false,
  code: 500,
  message: "Sign签名校验失败！",
  result: null,
  timestamp: expect.any(Number),
};
const MINUTE_MS = 60 * 1000;
const MSG_UNKNOWN_PHONE = "该用户不存在或未绑定手机号";

/** JeecgBoot's older X-TIMESTAMP form: yyyyMMddHHmmss, here in GMT+8. */
const wallClockStamp = (ms: number) =>
  new Date(ms + 8 * 60 * MINUTE_MS).toISOString().replace(/\D/g, "").slice(0, 14);

describe.each(backends)("request signature on $name", (backend) => {
  const setup = async (options: { signatureSecret?: string } = {}) => {
    const db = await backend.db();
    const sms = capturingSmsSender();
    const app = createApp({ db, smsSender: sms, ...options });
    const token = await signIn(app, "admin");
    /** A raw request with the admin's token and the given signature headers. */
    const send = async (target: string, headers: Record<string, string>, body?: string) => {
      const res = await rawRequest(app, target, {
        method: body === undefined ? "GET" : "POST",
        headers: { "X-Access-Token": token, "Content-Type": "application/json", ...headers },
        ...(body === undefined ? {} : { body }),
      });
      expect(res.status).toBe(200);
      return res.json();
    };
    return { app, sms, token, send };
  };

  it("serves the client's signed dictionary and SMS calls", async () => {
    const { app, token } = await setup();
    const client = inProcessClient(app, { token });
    expect(await client.sys.dict.getDictItems("sex")).toMatchObject({ success: true });
    // A raw comma segment: signed with x-path-variable.
    expect(await client.get("/sys/dict/getDictItems/sys_user,realname,username")).toMatchObject({
      success: true,
    });
    expect(await client.get("/sys/dict/loadDict/sex", { keyword: "男", pageSize: 10 })).toMatchObject({
      success: true,
    });
    // Reaches the handler, which looks the number up.
    expect(await client.sys.sendSms({ mobile: uniqueMobile(), smsmode: "0" })).toMatchObject({
      success: false,
      message: MSG_UNKNOWN_PHONE,
    });
  });

  it("refuses unsigned, tampered and stale requests with JeecgBoot's envelope", async () => {
    const { send } = await setup();
    const target = "/sys/dict/loadDict/sex?keyword=a";
    expect(await send(target, {})).toEqual(REFUSED);
    expect(await send(target, { "X-Sign": signedHeaders(target)["X-Sign"] ?? "" })).toEqual(REFUSED);
    expect(await send(target, { ...signedHeaders(target), "X-Sign": "0".repeat(32) })).toEqual(REFUSED);
    // Signed for one query, sent with another.
    expect(await send("/sys/dict/loadDict/sex?keyword=b", signedHeaders(target))).toEqual(REFUSED);
    const stale = { ...signedHeaders(target), "X-TIMESTAMP": String(Date.now() - 5 * MINUTE_MS - 1000) };
    expect(await send(target, stale)).toEqual(REFUSED);
    const future = { ...signedHeaders(target), "X-TIMESTAMP": String(Date.now() + 6 * MINUTE_MS) };
    expect(await send(target, future)).toEqual(REFUSED);
    const garbled = { ...signedHeaders(target), "X-TIMESTAMP": "yesterday" };
    expect(await send(target, garbled)).toEqual(REFUSED);

    // The same request, properly signed, passes; so does JeecgBoot's 14-digit timestamp.
    expect(await send(target, signedHeaders(target))).toMatchObject({ success: true });
    const wallClock = { ...signedHeaders(target), "X-TIMESTAMP": wallClockStamp(Date.now()) };
    expect(await send(target, wallClock)).toMatchObject({ success: true });
    const oldWallClock = {
      ...signedHeaders(target),
      "X-TIMESTAMP": wallClockStamp(Date.now() - 6 * MINUTE_MS),
    };
    expect(await send(target, oldWallClock)).toEqual(REFUSED);
  });

  it("refuses an SMS request whose body was changed after signing, and sends nothing", async () => {
    const { send, sms } = await setup();
    const signedFor = JSON.stringify({ mobile: uniqueMobile(), smsmode: "0" });
    const sent = JSON.stringify({ mobile: uniqueMobile(), smsmode: "0" });
    expect(await send("/sys/sms", signedHeaders("/sys/sms", signedFor), sent)).toEqual(REFUSED);
    // A body that is not a JSON object cannot have been signed.
    const list = JSON.stringify([{ mobile: uniqueMobile() }]);
    expect(await send("/sys/sms", signedHeaders("/sys/sms", list), list)).toEqual(REFUSED);
    expect(sms.sent).toEqual([]);
    // Signed as sent, it reaches the handler.
    expect(await send("/sys/sms", signedHeaders("/sys/sms", sent), sent)).toMatchObject({
      message: MSG_UNKNOWN_PHONE,
    });
  });

  it("checks with the configured secret", async () => {
    const { app, token, send } = await setup({ signatureSecret: "kanya-own-signature-secret" });
    const client = (signatureSecret?: string) =>
      createClient({
        baseUrl: API_BASE,
        fetch: async (input, init) => app.fetch(new Request(input, init)),
        getToken: () => token,
        ...(signatureSecret ? { signatureSecret } : {}),
      });
    expect(await client().sys.dict.getDictItems("sex")).toEqual(REFUSED);
    expect(await client("kanya-own-signature-secret").sys.dict.getDictItems("sex")).toMatchObject({
      success: true,
    });
    // The signature a raw caller would compute with the shared function and the server's secret.
    const sign = requestSignature(
      { path: "/jeecg-boot/sys/dict/getDictItems/sex" },
      "kanya-own-signature-secret",
    );
    expect(
      await send("/sys/dict/getDictItems/sex", { "X-Sign": sign, "X-TIMESTAMP": String(Date.now()) }),
    ).toMatchObject({ success: true });
  });

  it("lets no other spelling of a signed path past the check", async () => {
    const { app, token, send } = await setup();
    // Hono routes these to the dictionary lookup, so they are checked like it.
    expect(await send("/sys/%64ict/getDictItems/sex", {})).toEqual(REFUSED);
    expect(await send("/sys/dict/getDictItems/sex;jsessionid=1", {})).toEqual(REFUSED);
    expect(await send("/sys/dict/getDictItems/sys_user%2Crealname%2Cusername", {})).toEqual(REFUSED);
    // Not routed at all.
    for (const target of ["/sys/dict/getDictItems/sex/", "/sys//sms", "/SYS/SMS"]) {
      const res = await rawRequest(app, target, { headers: { "X-Access-Token": token } });
      expect([res.status, ((await res.json()) as { success: boolean }).success]).toEqual([404, false]);
    }
  });

  it("leaves other endpoints unsigned", async () => {
    const { send } = await setup();
    expect(await send("/sys/dict/queryAllDictItems", {})).toMatchObject({ success: true });
    expect(await send("/sys/category/loadTreeData?pid=0", {})).toMatchObject({ success: true });
  });
});
