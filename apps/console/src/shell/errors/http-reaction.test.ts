import { describe, expect, it } from "vitest";
import { decideHttpReaction, type HttpAnswer } from "./http-reaction";

const texts = { forbidden: "拒绝访问", notFound: "很抱歉，资源未找到!", timeout: "网络超时" };
const decide = (answer: Partial<HttpAnswer>) =>
  decideHttpReaction({ status: 200, hadToken: true, ...answer }, texts);

describe("decideHttpReaction (spec §8)", () => {
  it("names 403, 404 and 504 in the console's words", () => {
    expect(decide({ status: 403, message: "无权限" })).toEqual({ kind: "notify", text: "拒绝访问" });
    expect(decide({ status: 404 })).toEqual({ kind: "notify", text: "很抱歉，资源未找到!" });
    expect(decide({ status: 504 })).toEqual({ kind: "notify", text: "网络超时" });
  });

  it("signs out on 401 only when a token was sent", () => {
    expect(decide({ status: 401 })).toEqual({ kind: "unauthorized", signOut: true });
    expect(decide({ status: 401, hadToken: false })).toEqual({ kind: "unauthorized", signOut: false });
  });

  it("ignores a 401 that answers a session already ended, so sign-out happens once", () => {
    expect(decide({ status: 401, sessionEnded: true })).toEqual({ kind: "none" });
  });

  it("opens the 登录已过期 dialog for a 500 saying the token expired, while signed in", () => {
    expect(decide({ status: 500, message: "Token失效，请重新登录!" })).toEqual({ kind: "expired" });
    expect(decide({ status: 500, message: "Token失效，请重新登录!", hadToken: false })).toEqual({
      kind: "none",
    });
    expect(decide({ status: 500, message: "操作失败" })).toEqual({ kind: "none" });
  });

  it("shows the server's message for other statuses, and code 510 as a warning", () => {
    expect(decide({ status: 429, message: "请求过于频繁" })).toEqual({
      kind: "notify",
      text: "请求过于频繁",
    });
    expect(decide({ status: 200, code: 510, message: "演示环境，禁止修改" })).toEqual({
      kind: "warn",
      text: "演示环境，禁止修改",
    });
    expect(decide({ status: 200, code: 200 })).toEqual({ kind: "none" });
  });
});
