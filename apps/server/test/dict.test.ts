import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";

describe.each(backends)("GET /sys/dict/queryAllDictItems on $name", (backend) => {
  // Opening and seeding the database takes a while on a busy machine: not inside a test's time limit.
  beforeAll(async () => {
    await backend.db();
  });

  it("answers every dictionary by code with DictModel items (code 200)", async () => {
    const app = createApp({ db: await backend.db() });
    const res = await inProcessClient(app, { token: await signIn(app, "admin") }).sys.queryAllDictItems();

    expect(res).toMatchObject({ success: true, code: 200 });
    for (const code of [
      "sex",
      "user_status",
      "status",
      "priority",
      "msg_category",
      "msg_type",
      "send_status",
      "valid_status",
      "del_flag",
      "yn",
    ]) {
      expect(res.result[code], code).toBeDefined();
    }
    const pick = (code: string) => res.result[code]?.map((i) => `${i.value}=${i.text}`);
    expect(pick("user_status")).toEqual(["1=正常", "2=冻结"]);
    expect(pick("priority")).toEqual(["H=高", "M=中", "L=低"]);
    expect(pick("send_status")).toEqual(["0=未发布", "1=已发布", "2=已撤销"]);
    expect(pick("yn")).toEqual(["1=是", "0=否"]);
    expect(res.result.msg_type?.[0]).toEqual({
      value: "USER",
      text: "指定用户",
      color: null,
      jsonObject: null,
      title: "指定用户",
      label: "指定用户",
    });
  });

  it("needs a token", async () => {
    const app = createApp({ db: await backend.db() });
    expect((await rawRequest(app, "/sys/dict/queryAllDictItems")).status).toBe(401);
  });
});
