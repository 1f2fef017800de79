import { describe, expect, it } from "vitest";
import type { HttpReaction } from "./http-reaction";
import { createReportingFetch } from "./reporting-fetch";

const texts = { forbidden: "拒绝访问", notFound: "很抱歉，资源未找到!", timeout: "网络超时" };
const unauthorized = () => new Response(JSON.stringify({ success: false, code: 401 }), { status: 401 });

/** A reporting fetch whose session token is `token` until the answer comes, then `tokenAfter`. */
async function reactionTo(
  token: string | undefined,
  tokenAfter: string | undefined,
): Promise<HttpReaction[]> {
  const reactions: HttpReaction[] = [];
  let current = token;
  const reportingFetch = createReportingFetch({
    getToken: () => current,
    react: (reaction) => reactions.push(reaction),
    texts,
    fetch: async () => {
      current = tokenAfter;
      return unauthorized();
    },
  });
  await reportingFetch("/jeecg-boot/sys/annountCement/listByUser", {});
  return reactions;
}

describe("createReportingFetch", () => {
  it("signs out on a 401 of the session that is still signed in", async () => {
    expect(await reactionTo("t1", "t1")).toEqual([{ kind: "unauthorized", signOut: true }]);
  });

  it("leaves a 401 alone when its session ended while the request was out (one sign-out only)", async () => {
    expect(await reactionTo("t1", undefined)).toEqual([{ kind: "none" }]);
    expect(await reactionTo("t1", "t2")).toEqual([{ kind: "none" }]);
  });
});
