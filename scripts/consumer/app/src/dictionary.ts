// @kanya/client against an in-page stand-in for JeecgBoot: the dictionary endpoint answers only a signed
// request (X-Sign from @kanya/core/sign), as JeecgBoot's does.
import { createClient, type DictModel, SIGN_HEADER } from "@kanya/client";

const SEX_ITEMS: Pick<DictModel, "value" | "text">[] = [
  { value: "1", text: "男" },
  { value: "2", text: "女" },
];

async function jeecgStandIn(_url: string, init: RequestInit): Promise<Response> {
  const signature = new Headers(init.headers).get(SIGN_HEADER) ?? "";
  const signed = /^[0-9A-F]{32}$/i.test(signature);
  const body = signed
    ? { success: true, message: "", code: 0, result: SEX_ITEMS, timestamp: Date.now() }
    : { success: false, message: "签名校验失败", code: 500, result: null, timestamp: Date.now() };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
}

export async function loadSexDictionary(): Promise<string> {
  const client = createClient({ baseUrl: "/jeecg-boot", fetch: jeecgStandIn });
  const answer = await client.sys.dict.getDictItems("sex");
  if (!answer.success) return answer.message;
  return answer.result.map((item) => item.text).join("、");
}
