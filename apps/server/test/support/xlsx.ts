import ExcelJS from "exceljs";

/** An .xlsx with a title row, a header row and the given data rows (as an export would write it). */
export async function xlsxOf(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.addRow([title]);
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Every row of the first sheet as cell texts (row 1 first). */
export async function readXlsx(bytes: Uint8Array | ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as unknown as ExcelJS.Buffer,
  );
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.value === null || cell.value === undefined ? "" : String(cell.value);
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? "");
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A multipart form carrying one .xlsx under `field`. */
export function xlsxForm(bytes: Uint8Array, field = "file", name = "import.xlsx"): FormData {
  const form = new FormData();
  form.append(
    field,
    new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
    name,
  );
  return form;
}
