import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createClient } from "./client.js";

const SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";
const NOW = 1_700_000_000_999;

/** Worked independently: node:crypto's MD5 of the exact JSON text plus the secret, upper-cased. */
const md5Sign = (json: string, secret = SECRET) =>
  createHash("md5")
    .update(json + secret, "utf8")
    .digest("hex")
    .toUpperCase();

function recordingClient(options: { signatureSecret?: string } = {}) {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const client = createClient({
    baseUrl: "http://h/jeecg-boot",
    now: () => NOW,
    ...options,
    fetch: async (url, init) => {
      calls.push({ url, headers: new Headers(init.headers), body: init.body });
      return Response.json({ success: true, message: "", code: 0, result: null, timestamp: 1 });
    },
  });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error("no request was sent");
    return { url: call.url, sign: call.headers.get("X-Sign"), stamp: call.headers.get("X-TIMESTAMP") };
  };
  return { client, last };
}

describe("request signing (X-Sign, X-TIMESTAMP)", () => {
  it("signs a GET's query, numbers as strings, without the _t stamp, with a millisecond timestamp", async () => {
    const { client, last } = recordingClient();
    await client.get("/sys/dict/loadDict/sys_user", { pageSize: 10, keyword: "张三", _t: 1 });
    expect(last().url).toBe(
      "http://h/jeecg-boot/sys/dict/loadDict/sys_user?pageSize=10&keyword=%E5%BC%A0%E4%B8%89&_t=1700000000",
    );
    expect(last().sign).toBe(md5Sign('{"keyword":"张三","pageSize":"10"}'));
    expect(last().stamp).toBe("1700000000999");
  });

  it("signs a POST's body: numbers as strings, booleans as they are, query and body merged", async () => {
    const { client, last } = recordingClient();
    await client.sys.sendSms({ mobile: "13900000000", smsmode: "0" });
    expect(last().sign).toBe(md5Sign('{"mobile":"13900000000","smsmode":"0"}'));

    await client.post(
      "/sys/sms",
      { smsmode: "2", mobile: "13900000000", retry: 2, quiet: false },
      {
        query: { channel: "web" },
      },
    );
    expect(last().sign).toBe(
      md5Sign('{"channel":"web","mobile":"13900000000","quiet":false,"retry":"2","smsmode":"2"}'),
    );
  });

  it("adds x-path-variable, decoded, when the last path segment holds a comma", async () => {
    const { client, last } = recordingClient();
    await client.get("/sys/dict/getDictItems/sys_user,realname,id");
    expect(last().sign).toBe(md5Sign('{"x-path-variable":"sys_user,realname,id"}'));

    await client.get("/sys/dict/loadDictItem/sys_user,realname,id,username='张 三'", { key: "admin" });
    expect(last().sign).toBe(
      md5Sign(`{"key":"admin","x-path-variable":"sys_user,realname,id,username='张 三'"}`),
    );
  });

  it("does not count an encoded comma (%2C) as one, as JeecgBoot's server does not", async () => {
    const { client, last } = recordingClient();
    await client.sys.dict.getDictItems("sys_user,realname,id");
    expect(last().url).toBe("http://h/jeecg-boot/sys/dict/getDictItems/sys_user%2Crealname%2Cid");
    expect(last().sign).toBe(md5Sign("{}"));
  });

  it("signs with the configured secret", async () => {
    const { client, last } = recordingClient({ signatureSecret: "my-own-secret" });
    await client.get("/sys/dict/loadTreeData", { pid: "0" });
    expect(last().sign).toBe(md5Sign('{"pid":"0"}', "my-own-secret"));
  });

  it("leaves other endpoints unsigned", async () => {
    const { client, last } = recordingClient();
    await client.get("/sys/user/list", { pageNo: 1 });
    expect([last().sign, last().stamp]).toEqual([null, null]);
    await client.sys.login({ username: "admin", password: "123456" });
    expect([last().sign, last().stamp]).toEqual([null, null]);
    await client.get("/sys/category/loadTreeData", { pid: "0" });
    expect([last().sign, last().stamp]).toEqual([null, null]);
  });
});
