import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";

/** A4 in PDF points (JeecgBoot's export: 595.28 × 841.89). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** One line of a detail view: a field's label and its shown text. */
export interface A4PdfRow {
  readonly label: string;
  readonly value: string;
}

/** A detail view's region as text: a title, then its fields in order, grouped under optional headings. */
export interface A4PdfContent {
  readonly title: string;
  readonly sections: readonly { readonly heading?: string; readonly rows: readonly A4PdfRow[] }[];
}

/**
 * A CJK font the PDF embeds (only the glyphs used): `PDF_FONT` (a .ttf/.otf, or a .ttc with
 * `PDF_FONT_FAMILY`), else Noto Sans CJK SC from fonts-noto-cjk, a system dependency of the project
 * (scripts/system-deps.sh).
 */
export interface A4FontConfig {
  readonly path: string;
  readonly family?: string;
}

const NOTO_SANS_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

export function defaultA4Font(env: NodeJS.ProcessEnv = process.env): A4FontConfig | undefined {
  if (env.PDF_FONT)
    return { path: env.PDF_FONT, ...(env.PDF_FONT_FAMILY ? { family: env.PDF_FONT_FAMILY } : {}) };
  return existsSync(NOTO_SANS_CJK) ? { path: NOTO_SANS_CJK, family: "NotoSansCJKsc-Regular" } : undefined;
}

const MARGIN = 48;
const LABEL_WIDTH = 130;
const GAP = 12;

/**
 * The detail view as an A4 PDF with real text (searchable, copyable, read by screen readers; not a
 * picture of the screen): the title, each section's heading, each field as label and value with long
 * values wrapped, new pages as they fill, and 第 n 页 / 共 m 页 at the foot of every page.
 */
export function renderA4Pdf(content: A4PdfContent, font: A4FontConfig): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4_POINTS.width, A4_POINTS.height],
    margin: MARGIN,
    bufferPages: true,
    info: { Title: content.title, Producer: "Kanya" },
    lang: "zh-CN",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("body", font.path, font.family as string);
  doc.font("body");

  const width = A4_POINTS.width - 2 * MARGIN;
  doc.fontSize(16).text(content.title, { align: "center", width });
  doc.moveDown(0.8);
  for (const section of content.sections) {
    if (section.heading) {
      doc.fontSize(12).fillColor("#1f1f1f").text(section.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
    doc.fontSize(10);
    for (const row of section.rows) {
      const valueWidth = width - LABEL_WIDTH - GAP;
      const height = Math.max(
        doc.heightOfString(row.label, { width: LABEL_WIDTH }),
        doc.heightOfString(row.value || " ", { width: valueWidth }),
      );
      if (doc.y + height > A4_POINTS.height - MARGIN - 20) doc.addPage();
      const top = doc.y;
      doc.fillColor("#595959").text(row.label, MARGIN, top, { width: LABEL_WIDTH });
      doc.fillColor("#1f1f1f").text(row.value, MARGIN + LABEL_WIDTH + GAP, top, { width: valueWidth });
      doc.y = top + height + 6;
    }
    doc.moveDown(0.6);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin: without it pdfkit would start a page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .fillColor("#8c8c8c")
      .text(`第 ${page + 1} 页 / 共 ${count} 页`, MARGIN, A4_POINTS.height - MARGIN + 12, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
