import { randomBytes } from "node:crypto";
import { createClient, type KanyaClient } from "@kanya/client";
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { AppEnv } from "../src/http/env";
import { backends } from "./support/backends";
import { API_BASE, inProcessClient } from "./support/client";
import { movableClock } from "./support/movable-clock";
import { capturingSmsSender, createPhoneUser, uniqueMobile } from "./support/sign-in";

const TOO_MANY = {
  success: false,
  code: 40002,
  message: "短信接口请求太多，请稍后再试！",
  result: null,
  timestamp: expect.any(Number),
};
const MSG_UNKNOWN_PHONE = "该用户不存在或未绑定手机号";

/** An address of the documentation range 2001:db8::/32, unique to the test. */
const uniqueAddress = () => `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

/** A client whose requests arrive from `peer` (the socket's address) with the given extra headers. */
function clientFrom(
  app: Hono<AppEnv>,
  peer: string | null,
  headers: () => Record<string, string> = () => ({}),
) {
  const env = peer === null ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  return createClient({
    baseUrl: API_BASE,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      for (const [name, value] of Object.entries(headers())) request.headers.set(name, value);
      return app.fetch(request, env);
    },
  });
}

const unknownNumber = (client: KanyaClient) => client.sys.sendSms({ mobile: uniqueMobile(), smsmode: "0" });

describe.each(backends)("SMS rate limit on $name", (backend) => {
  it("refuses the sixth request of an address within a minute (code 40002), on every instance", async () => {
    const db = await backend.db();
    const clock = movableClock();
    const sms = capturingSmsSender();
    const app = createApp({ db, smsSender: sms, clock: clock.now });
    const address = uniqueAddress();
    const client = clientFrom(app, address);
    const [first, second, third] = [
      await createPhoneUser(db),
      await createPhoneUser(db),
      await createPhoneUser(db),
    ];

    expect(await client.sys.sendSms({ mobile: first.phone, smsmode: "0" })).toMatchObject({ success: true });
    for (let i = 0; i < 4; i++) {
      expect(await unknownNumber(client)).toMatchObject({ success: false, message: MSG_UNKNOWN_PHONE });
    }
    expect(await client.sys.sendSms({ mobile: second.phone, smsmode: "0" })).toEqual(TOO_MANY);
    expect(sms.sent.map((m) => m.mobile)).toEqual([first.phone]);
    // The count lives in the database: another instance (no shared memory) refuses the address too.
    const otherInstance = clientFrom(createApp({ db, smsSender: sms, clock: clock.now }), address);
    expect(await otherInstance.sys.sendSms({ mobile: second.phone, smsmode: "2" })).toEqual(TOO_MANY);

    // Another address is served meanwhile; this one again once its minute is over.
    expect(
      await clientFrom(app, uniqueAddress()).sys.sendSms({ mobile: second.phone, smsmode: "0" }),
    ).toMatchObject({ success: true });
    clock.advance(59_000);
    expect(await unknownNumber(client)).toEqual(TOO_MANY);
    clock.advance(2_000);
    expect(await client.sys.sendSms({ mobile: third.phone, smsmode: "0" })).toMatchObject({ success: true });
    expect(sms.sent.map((m) => m.mobile)).toEqual([first.phone, second.phone, third.phone]);
  });

  it("counts the socket's address, whatever X-Forwarded-For a caller sends", async () => {
    const app = createApp({ db: await backend.db(), smsSender: capturingSmsSender() });
    const client = clientFrom(app, `::ffff:${uniqueIpv4()}`, () => ({ "X-Forwarded-For": uniqueAddress() }));
    for (let i = 0; i < 5; i++)
      expect(await unknownNumber(client)).toMatchObject({ message: MSG_UNKNOWN_PHONE });
    expect(await unknownNumber(client)).toEqual(TOO_MANY);
  });

  it("believes a proxy on this host about the client it appended to X-Forwarded-For", async () => {
    const app = createApp({ db: await backend.db(), smsSender: capturingSmsSender() });
    const forwarded = uniqueAddress();
    // The first entries are the caller's own claims; the proxy appended the last.
    const client = clientFrom(app, "::ffff:127.0.0.1", () => ({
      "X-Forwarded-For": `${uniqueAddress()}, ${forwarded}`,
    }));
    for (let i = 0; i < 5; i++)
      expect(await unknownNumber(client)).toMatchObject({ message: MSG_UNKNOWN_PHONE });
    expect(await unknownNumber(client)).toEqual(TOO_MANY);
    // The proxy's other clients are not held back.
    const neighbour = clientFrom(app, "::ffff:127.0.0.1", () => ({ "X-Forwarded-For": uniqueAddress() }));
    expect(await unknownNumber(neighbour)).toMatchObject({ message: MSG_UNKNOWN_PHONE });
  });

  it("does not limit in-process requests, which come from no address", async () => {
    const client = inProcessClient(createApp({ db: await backend.db(), smsSender: capturingSmsSender() }));
    for (let i = 0; i < 6; i++)
      expect(await unknownNumber(client)).toMatchObject({ message: MSG_UNKNOWN_PHONE });
  });
});

/** An IPv4 address of 10.0.0.0/8, unique enough to the test. */
function uniqueIpv4(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
