import type { Context } from "hono";
import { isUniqueViolation, MSG_DUPLICATE_KEY } from "../../db/unique-violation";
import type { FileStorage } from "../../storage/file-storage";
import { BusinessError } from "../errors";
import { type Envelope, ok, okMessage } from "../result";
import { buildWorkbook, type CellText, readSheetRows } from "./workbook";

/** A sheet column the import understands: its header text (as the export writes it) and the field. */
export interface ImportColumn {
  readonly header: string;
  readonly field: string;
}

/** One importable entity: the column mapping and how one row is validated and saved. */
export interface ImportSpec {
  readonly columns: readonly ImportColumn[];
  /**
   * Validates and saves one row (field → trimmed text; missing columns are ""). Throw a BusinessError to
   * refuse the row: its message becomes the row's reason in the error report. A unique-key clash is
   * reported as `数据库中已存在该记录`.
   */
  readonly importRow: (row: Readonly<Record<string, string>>) => Promise<void>;
  /** Base name of the failed-rows report, e.g. `userImportExcelErrorLog`. */
  readonly errorFileName: string;
  /** Title row of the report. */
  readonly title: string;
}

export interface ImportFailure {
  /** Row number in the uploaded sheet (1-based, as Excel shows it). */
  readonly rowNumber: number;
  readonly cells: readonly CellText[];
  readonly reason: string;
}

export interface ImportOutcome {
  readonly headers: readonly CellText[];
  readonly successCount: number;
  readonly failures: readonly ImportFailure[];
}

export interface ImportDeps {
  readonly storage: FileStorage;
  readonly clock: () => Date;
  readonly log: (line: string) => void;
}

/** JeecgBoot's upload limit (and its message, trailing space included). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MSG_FILE_TOO_LARGE = "文件大小超出10MB限制, 请压缩或降低文件质量! ";
export const MSG_IMPORT_PARTIAL = "文件导入成功，但有错误。";
export const CODE_IMPORT_PARTIAL = 201;
const REASON_HEADER = "错误原因";
/** How far down the sheet the header row is looked for (title rows come first). */
const HEADER_SEARCH_ROWS = 10;

/** `POST …/importExcel`: every uploaded sheet imported row by row; see README.md. */
export async function serveImport(c: Context, spec: ImportSpec, deps: ImportDeps): Promise<Response> {
  const files = await readUploadedFiles(c);
  let successCount = 0;
  const failures: ImportFailure[] = [];
  let headers: readonly CellText[] = [];
  for (const bytes of files) {
    const outcome = await importSheet(bytes, spec, deps.log);
    successCount += outcome.successCount;
    failures.push(...outcome.failures);
    if (outcome.failures.length > 0 && headers.length === 0) headers = outcome.headers;
  }
  return c.json(await importResult({ headers, successCount, failures }, spec, deps));
}

/** Reads one .xlsx and imports its rows. An unreadable file or a sheet without a header row is refused. */
export async function importSheet(
  bytes: Uint8Array,
  spec: ImportSpec,
  log: (line: string) => void = () => {},
): Promise<ImportOutcome> {
  let rows: CellText[][];
  try {
    rows = await readSheetRows(bytes);
  } catch {
    throw new BusinessError("文件导入失败:文件不是有效的Excel(.xlsx)文件");
  }
  const header = findHeaderRow(rows, spec.columns);
  if (!header) {
    const expected = spec.columns.map((column) => column.header).join("、");
    throw new BusinessError(`文件导入失败:未找到表头行，应包含：${expected}`);
  }

  let successCount = 0;
  const failures: ImportFailure[] = [];
  for (let index = header.rowIndex + 1; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    if (cells.every((cell) => cell === "")) continue;
    const record: Record<string, string> = {};
    for (const column of spec.columns) record[column.field] = "";
    for (const [position, field] of header.fields) record[field] = cells[position] ?? "";
    try {
      await spec.importRow(record);
      successCount++;
    } catch (error) {
      failures.push({ rowNumber: index + 1, cells, reason: failureReason(error, log) });
    }
  }
  return { headers: rows[header.rowIndex] ?? [], successCount, failures };
}

/** The envelope for an import: full success, or code 201 with the failed rows stored as a report. */
export async function importResult(
  outcome: ImportOutcome,
  spec: ImportSpec,
  deps: ImportDeps,
): Promise<Envelope<unknown>> {
  const errorCount = outcome.failures.length;
  const totalCount = outcome.successCount + errorCount;
  if (errorCount === 0) return okMessage(`文件导入成功！数据行数：${outcome.successCount}`);

  const reportHeaders = [...outcome.headers, REASON_HEADER];
  const report = await buildWorkbook(
    `${spec.title}（导入失败的行）`,
    reportHeaders.map((header, position) => ({
      header,
      value: (failure: ImportFailure) =>
        position === reportHeaders.length - 1
          ? `第 ${failure.rowNumber} 行：${failure.reason}`
          : (failure.cells[position] ?? ""),
    })),
    outcome.failures,
  );
  const fileName = `${spec.errorFileName}_${deps.clock().getTime()}.xlsx`;
  const path = await deps.storage.write(`import/${fileName}`, report);
  const result = ok(
    {
      totalCount,
      errorCount,
      successCount: outcome.successCount,
      msg: `总上传行数：${totalCount}，已导入行数：${outcome.successCount}，错误行数：${errorCount}`,
      fileUrl: `/sys/common/static/${path}`,
      fileName,
    },
    MSG_IMPORT_PARTIAL,
  );
  return { ...result, code: CODE_IMPORT_PARTIAL };
}

/** The uploaded files of a multipart request, under any field name (`file`, `files[]`, …), as JeecgBoot. */
export async function readUploadedFiles(c: Context): Promise<Uint8Array[]> {
  const type = c.req.header("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new BusinessError("文件导入失败:请以multipart/form-data上传Excel文件");
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new BusinessError("文件导入失败:上传内容无法解析");
  }
  const files = Object.values(body)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new BusinessError("文件导入失败:请选择要导入的Excel文件");
  const out: Uint8Array[] = [];
  for (const file of files) {
    if (file.size > MAX_IMPORT_BYTES) throw new BusinessError(MSG_FILE_TOO_LARGE);
    out.push(new Uint8Array(await file.arrayBuffer()));
  }
  return out;
}

interface HeaderRow {
  readonly rowIndex: number;
  /** Sheet position → field. */
  readonly fields: ReadonlyMap<number, string>;
}

/** The row among the first few that names the most known columns (title rows above it are skipped). */
function findHeaderRow(rows: readonly CellText[][], columns: readonly ImportColumn[]): HeaderRow | undefined {
  const byHeader = new Map(columns.map((column) => [normalizeHeader(column.header), column.field]));
  let best: HeaderRow | undefined;
  for (let rowIndex = 0; rowIndex < Math.min(rows.length, HEADER_SEARCH_ROWS); rowIndex++) {
    const fields = new Map<number, string>();
    for (const [position, cell] of (rows[rowIndex] ?? []).entries()) {
      const field = byHeader.get(normalizeHeader(cell));
      if (field && ![...fields.values()].includes(field)) fields.set(position, field);
    }
    if (fields.size > (best?.fields.size ?? 0)) best = { rowIndex, fields };
  }
  return best;
}

/** Headers match ignoring spaces and a required-mark asterisk (`*用户账号`). */
function normalizeHeader(text: string): string {
  return text.replace(/[\s*＊]/g, "");
}

function failureReason(error: unknown, log: (line: string) => void): string {
  if (error instanceof BusinessError) return error.message;
  if (isUniqueViolation(error)) return MSG_DUPLICATE_KEY;
  log(
    `[kanya] import row failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return "导入失败，服务器内部错误";
}
