import { BusinessError } from "./errors";

/*
 * Reading request values strictly: a wrong type is the caller's error with a clear message, never a
 * database error later.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A required id (query parameter or body field). */
export function requireId(value: unknown, name = "id"): string {
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || text.trim() === "") throw new BusinessError(`参数${name}不能为空`);
  if (!ID_PATTERN.test(text.trim())) throw new BusinessError(`参数${name}不正确`);
  return text.trim();
}

/** Comma-separated ids (`ids=a,b`); at least one, each a plain id. */
export function requireIdList(value: unknown, name = "ids"): string[] {
  if (typeof value !== "string" && !Array.isArray(value)) throw new BusinessError(`参数${name}不能为空`);
  const parts = (Array.isArray(value) ? value.map(String) : value.split(","))
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0) throw new BusinessError(`参数${name}不能为空`);
  if (parts.length > 1000) throw new BusinessError(`参数${name}最多1000个`);
  for (const part of parts) if (!ID_PATTERN.test(part)) throw new BusinessError(`参数${name}不正确`);
  return [...new Set(parts)];
}

/** Optional comma-separated ids: absent/empty → []. */
export function optionalIdList(value: unknown, name: string): string[] {
  if (value === undefined || value === null || value === "") return [];
  return requireIdList(value, name);
}

/** An optional text field of a JSON body, trimmed and bounded; numbers are accepted as text. */
export function optionalText(
  body: Record<string, unknown>,
  name: string,
  maxLength: number,
): string | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string") throw new BusinessError(`字段${name}必须是文本`);
  const trimmed = text.trim();
  if ([...trimmed].length > maxLength) throw new BusinessError(`字段${name}不能超过${maxLength}个字符`);
  return trimmed === "" ? null : trimmed;
}

/** An optional integer field (number or numeric text), within the allowed values when given. */
export function optionalInteger(
  body: Record<string, unknown>,
  name: string,
  allowed?: readonly number[],
): number | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const number = typeof value === "string" && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number)) {
    throw new BusinessError(`字段${name}必须是整数`);
  }
  if (allowed && !allowed.includes(number)) throw new BusinessError(`字段${name}的值不正确：${number}`);
  return number;
}

/** An optional `yyyy-MM-dd` date (a datetime's date part is accepted, as JeecgBoot's date fields). */
export function optionalDate(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (typeof value !== "string") throw new BusinessError(`字段${name}必须是日期(yyyy-MM-dd)`);
  const date = parseDateOnly(value.trim());
  if (!date) throw new BusinessError(`字段${name}必须是日期(yyyy-MM-dd)`);
  return date;
}

/** `yyyy-MM-dd` (optionally followed by a time, or `yyyy/MM/dd`) as `yyyy-MM-dd`, if it is a real date. */
export function parseDateOnly(text: string): string | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return date.toISOString().slice(0, 10);
}
