import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { readJsonObject } from "../../http/request";
import { type A4FontConfig, renderA4Pdf } from "./a4-pdf";

const text = (max: number) =>
  v.pipe(v.string("内容必须是文本"), v.maxLength(max, `内容不能超过${max}个字符`));
const bodySchema = v.object({
  title: v.pipe(text(200), v.trim(), v.minLength(1, "标题不能为空")),
  fileName: v.optional(text(200)),
  sections: v.pipe(
    v.array(
      v.object({
        heading: v.optional(text(200)),
        rows: v.pipe(
          v.array(v.object({ label: text(200), value: text(5000) }), "字段应为数组"),
          v.maxLength(500, "字段不能超过500个"),
        ),
      }),
      "分组应为数组",
    ),
    v.maxLength(50, "分组不能超过50个"),
  ),
});

export const MSG_NO_PDF_FONT = "服务器缺少PDF中文字体（安装fonts-noto-cjk或设置PDF_FONT）";

/**
 * POST /sys/common/pdf/a4: a detail view's region, sent as its title and label/value rows, back as an A4
 * PDF download. It prints only what the caller sent (read from a record it could already see), so any
 * signed-in user may call it; the body is bounded.
 */
export async function serveA4Pdf(c: Context<AppEnv>, font: A4FontConfig | undefined): Promise<Response> {
  const parsed = v.safeParse(bodySchema, await readJsonObject(c), { abortEarly: true });
  if (!parsed.success) throw new BusinessError(parsed.issues[0]?.message ?? "请求内容不正确");
  if (!font) throw new BusinessError(MSG_NO_PDF_FONT);
  const { title, fileName, sections } = parsed.output;
  const pdf = await renderA4Pdf({ title, sections }, font);
  const name = `${(fileName || title).replace(/[\\/:*?"<>|\r\n]/g, "_")}.pdf`;
  const asciiName = name.replace(/[^\x20-\x7e]/g, "_");
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
