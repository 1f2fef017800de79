// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { md5Hex } from "./md5.js";

const nodeMd5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

describe("md5Hex", () => {
  it.each([
    ["", "d41d8cd98f00b204e9800998ecf8427e"],
    ["a", "0cc175b9c0f1b6a831c399e269772661"],
    ["abc", "900150983cd24fb0d6963f7d28e17f72"],
    ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
    ["abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"],
    ["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"],
    [
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a",
    ],
  ])("gives RFC 1321's digest of %j", (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  it.each([
    "Sign签名校验失败！",
    '{"x-path-variable":"sys_user,realname,id"}dd05f1c54d63749eda95f9fa6d49v442a',
    "看牙：口腔门诊管理系统",
    "emoji 🦷 outside the BMP 𠮷",
    "lone surrogate \ud800 becomes U+FFFD",
  ])("hashes the UTF-8 bytes of %j as node:crypto does", (text) => {
    expect(md5Hex(text)).toBe(nodeMd5(text));
  });

  it("agrees with node:crypto on every length around the 64-byte block and padding edges", () => {
    const lengths = [54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000];
    for (const length of lengths) {
      const ascii = "k".repeat(length);
      const chinese = "牙".repeat(length); // 3 bytes each
      expect([length, md5Hex(ascii)]).toEqual([length, nodeMd5(ascii)]);
      expect([length, md5Hex(chinese)]).toEqual([length, nodeMd5(chinese)]);
    }
  });
});
