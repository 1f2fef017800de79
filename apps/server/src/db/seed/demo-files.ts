import { access } from "node:fs/promises";
import type { FileStorage } from "../../storage/file-storage";
import { resolveInside } from "../../storage/file-storage";
import { DEMO_CLAIM_PAPERS } from "./insurance";
import { DEMO_REPORT_PDF } from "./service-records";

/** A one-page PDF saying what it is: the file the seeded health reports point at. */
export function demoReportPdf(): Uint8Array {
  return demoPdf("Kanya demo health report");
}

/** A one-page PDF with one line of (ASCII) text (the demo files; e2e tests upload one too). */
export function demoPdf(text: string): Uint8Array {
  const stream = `BT /F1 20 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The demo data's files: the health reports' PDF and the claims' papers. */
const DEMO_FILES: readonly (readonly [path: string, file: () => Uint8Array])[] = [
  [DEMO_REPORT_PDF, demoReportPdf],
  [DEMO_CLAIM_PAPERS, () => demoPdf("Kanya demo claim papers")],
];

/** Puts the demo data's files into the file storage when they are not there (a freshly seeded database). */
export async function ensureDemoFiles(storage: FileStorage): Promise<void> {
  for (const [path, file] of DEMO_FILES) {
    try {
      await access(resolveInside(storage.root, path));
    } catch {
      await storage.write(path, file());
    }
  }
}
