import type { Context } from "hono";
import { BusinessError } from "./errors";
import { optionalText } from "./params";

/*
 * Request readers params.ts does not have (query parameters, required text, date-times). A value of the
 * wrong type is the caller's error with a clear message, never silently coerced.
 */

/** A query parameter, trimmed; empty counts as absent. */
export function queryParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name)?.trim();
  return value ? value : undefined;
}

/** A query parameter that must be present. */
export function requiredQueryParam(c: Context, name: string, message = `参数${name}不能为空`): string {
  const value = queryParam(c, name);
  if (value === undefined) throw new BusinessError(message);
  return value;
}

/** A text field of a JSON body that must be present and non-blank (trimmed, bounded). */
export function requiredText(
  body: Record<string, unknown>,
  name: string,
  maxLength: number,
  label = name,
): string {
  const text = optionalText(body, name, maxLength);
  if (text === undefined || text === null) throw new BusinessError(`${label}不能为空`);
  return text;
}

/** An optional `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) field in GMT+8, as JeecgBoot's UI sends times. */
export function optionalDateTime(body: Record<string, unknown>, name: string): Date | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const invalid = () => new BusinessError(`字段${name}必须是时间(yyyy-MM-dd HH:mm:ss)`);
  if (typeof value !== "string") throw invalid();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) throw invalid();
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  // Date rolls 02-30 over to March; a real date reads back the same day.
  const check = new Date(date.getTime() + 8 * 3600_000).toISOString();
  if (Number.isNaN(date.getTime()) || check.slice(0, 10) !== `${y}-${mo}-${d}`) throw invalid();
  return date;
}
