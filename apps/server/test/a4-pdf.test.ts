import { createDownloader, HttpError } from "@kanya/client";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { A4_POINTS, defaultA4Font } from "../src/modules/files/a4-pdf";
import { backends } from "./support/backends";
import { API_BASE, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

/*
 * The A4 PDF of a detail view (issue 14, spec: PDF export of a page region on A4, 595.28 × 841.89 pt):
 * POST /sys/common/pdf/a4 with the region's title and label/value rows; the answer is opened with PDF.js
 * and each page's size and text are read back.
 */

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
    pages.push({ view: page.view, text });
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  return { pages, title: info.Title };
}

const backend = backends[0];
if (!backend) throw new Error("no test backend");

describe(`A4 PDF export on ${backend.name}`, () => {
  let app: ReturnType<typeof createApp>;
  let token: string;
  beforeAll(async () => {
    const db = await backend.db();
    app = createApp({ db });
    const user = await createTestUser(db);
    token = await signIn(app, user.username, user.password);
  });

  const post = (body: unknown, headers: Record<string, string> = { "X-Access-Token": token }) =>
    rawRequest(app, "/sys/common/pdf/a4", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("answers an A4 PDF with the detail's title, fields and page numbers as real text", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      label: `检查项目${i + 1}`,
      value: i === 3 ? "种植牙术后复查：牙龈愈合良好，".repeat(12) : `结果正常 ${i + 1}`,
    }));
    const res = await post({
      title: "医疗订单详情",
      fileName: "订单 DD2024001",
      sections: [
        {
          heading: "基本信息",
          rows: [
            { label: "订单号", value: "DD2024001" },
            { label: "患者姓名", value: "张三" },
          ],
        },
        { heading: "检查结果", rows },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="__ DD2024001.pdf"; filename*=UTF-8''${encodeURIComponent("订单 DD2024001.pdf")}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const { pages, title } = await readPdf(bytes);
    expect(title).toBe("医疗订单详情");
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(page.view[2]).toBeCloseTo(A4_POINTS.width, 2);
      expect(page.view[3]).toBeCloseTo(A4_POINTS.height, 2);
    }
    const first = pages[0]?.text ?? "";
    expect(first).toContain("医疗订单详情");
    expect(first).toContain("基本信息");
    expect(first).toContain("患者姓名");
    expect(first).toContain("张三");
    expect(first).toContain("种植牙术后复查");
    expect(first).toContain(`第 1 页 / 共 ${pages.length} 页`);
    const last = pages.at(-1)?.text ?? "";
    expect(last).toContain("检查项目60");
    expect(last).toContain(`第 ${pages.length} 页 / 共 ${pages.length} 页`);
    // Every field is printed once, none lost at a page break.
    const all = pages.map((page) => page.text).join("");
    for (const row of rows) expect(all).toContain(row.label);
  }, 60_000);

  it("refuses a missing title, bad rows and a caller who is not signed in", async () => {
    const noTitle = await post({ title: " ", sections: [] });
    expect(await noTitle.json()).toMatchObject({ success: false, message: "标题不能为空" });
    const badRows = await post({ title: "详情", sections: [{ rows: "x" }] });
    expect(await badRows.json()).toMatchObject({ success: false, message: "字段应为数组" });
    const anonymous = await post({ title: "详情", sections: [] }, {});
    expect(anonymous.status).toBe(401);
  });

  it("is downloaded by the client's downloader as a named PDF blob; a refusal is the server's message", async () => {
    const download = createDownloader({
      baseUrl: API_BASE,
      fetch: async (input, init) => app.fetch(new Request(input, init)),
      getToken: () => token,
    });
    const file = await download(
      "/sys/common/pdf/a4",
      {},
      {
        title: "患者详情",
        sections: [{ rows: [{ label: "姓名", value: "李四" }] }],
      },
    );
    expect(file.fileName).toBe("患者详情.pdf");
    const { pages } = await readPdf(new Uint8Array(await file.blob.arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain("李四");
    const refused = await download("/sys/common/pdf/a4", {}, { title: "", sections: [] }).catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).envelope?.message).toBe("标题不能为空");
  }, 60_000);

  it("takes the font from PDF_FONT, else the system's Noto Sans CJK", () => {
    expect(defaultA4Font({ PDF_FONT: "/fonts/a.ttc", PDF_FONT_FAMILY: "A-Regular" })).toEqual({
      path: "/fonts/a.ttc",
      family: "A-Regular",
    });
    expect(defaultA4Font({})).toEqual({
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      family: "NotoSansCJKsc-Regular",
    });
  });
});
