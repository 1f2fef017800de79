// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_SECRET, requestSignature, signatureParams } from "./request-signature.js";
import { isSignedPath } from "./signed-paths.js";

/** The reference: node:crypto's MD5 of the exact JSON text JeecgBoot's UI would build, plus the secret. */
const expected = (json: string, secret = DEFAULT_SIGNATURE_SECRET) =>
  createHash("md5")
    .update(json + secret, "utf8")
    .digest("hex")
    .toUpperCase();

describe("requestSignature", () => {
  it("signs the sorted query without _t", () => {
    const query = new URLSearchParams("pageSize=10&keyword=张三&_t=1700000000&code=sex");
    expect(JSON.stringify(signatureParams({ path: "/sys/dict/loadDict/sex", query }))).toBe(
      '{"code":"sex","keyword":"张三","pageSize":"10"}',
    );
    expect(requestSignature({ path: "/sys/dict/loadDict/sex", query })).toBe(
      expected('{"code":"sex","keyword":"张三","pageSize":"10"}'),
    );
  });

  it("signs body fields over query ones, numbers as strings and booleans as they are", () => {
    const request = {
      path: "/sys/sms",
      query: [["smsmode", "9"]] as const,
      body: { smsmode: "0", mobile: "13900000000", retries: 3, remember: true, extra: { n: 1 } },
    };
    expect(requestSignature(request)).toBe(
      expected('{"extra":{"n":1},"mobile":"13900000000","remember":true,"retries":"3","smsmode":"0"}'),
    );
  });

  it("adds the decoded last path segment as x-path-variable when it holds a comma", () => {
    const path = "/sys/dict/getDictItems/sys_user,realname,id,username!='admin'%20order%20by%20create_time";
    expect(requestSignature({ path })).toBe(
      expected(`{"x-path-variable":"sys_user,realname,id,username!='admin' order by create_time"}`),
    );
    // An encoded comma is not a comma on the wire, for JeecgBoot's server as for this rule.
    expect(signatureParams({ path: "/sys/dict/getDictItems/sys_user%2Crealname%2Cid" })).toEqual({});
  });

  it("uses the configured secret", () => {
    expect(requestSignature({ path: "/sys/sms", body: { mobile: "1" } }, "other-secret")).toBe(
      expected('{"mobile":"1"}', "other-secret"),
    );
  });

  it("keeps a __proto__ field as a plain signed key", () => {
    const body = JSON.parse('{"__proto__":{"x":1},"a":"b"}');
    expect(JSON.stringify(signatureParams({ path: "/sys/sms", body }))).toBe('{"__proto__":{"x":1},"a":"b"}');
  });
});

describe("isSignedPath", () => {
  it.each([
    "/sys/dict/getDictItems/sex",
    "/sys/dict/getDictItems/sys_user,realname,id",
    "/jeecg-boot/sys/dict/loadDict/sex",
    "/sys/dict/loadDictOrderByValue/sex",
    "/sys/dict/loadDictItem/sys_user,realname,id",
    "/sys/dict/loadTreeData",
    "/sys/api/dictTableWhiteListCheckByDict",
    "/sys/sms",
    "/jeecg-boot/sys/sms",
    "/sys/sendChangePwdSms",
    "/sys/user/sendChangePhoneSms",
  ])("signs %s", (path) => {
    expect(isSignedPath(path)).toBe(true);
  });

  it.each([
    "/sys/dict/list",
    "/sys/dict/queryAllDictItems",
    "/sys/category/loadTreeData",
    "/sys/category/loadDictItem",
    "/sys/dict/getDictItems/a/b",
    "/sys/api/getUserById",
    // Spring matches `*dict*` case-sensitively.
    "/sys/api/queryDictItemsByCode",
    "/sys/smsCheckCaptcha",
    "/sys/login",
  ])("leaves %s unsigned", (path) => {
    expect(isSignedPath(path)).toBe(false);
  });
});
