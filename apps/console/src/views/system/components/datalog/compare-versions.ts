/** One field of two versions of a row, side by side. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/**
 * Two versions of a row (the data log's `dataContent`, JSON objects) field by field, in the order the
 * fields first appear: a value as text (objects as JSON), absent as empty; `changed` where they differ.
 */
export function compareVersions(before: string, after: string): FieldChange[] {
  const a = parseObject(before);
  const b = parseObject(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const left = shown(a[field]);
    const right = shown(b[field]);
    return { field, before: left, after: right, changed: left !== right };
  });
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function shown(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
