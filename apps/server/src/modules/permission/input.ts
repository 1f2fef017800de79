import type { Context } from "hono";
import { BusinessError } from "../../http/errors";

/*
 * Small readers for query parameters and JSON bodies shared by the permission, department, position and
 * tenant modules. Every failure is a BusinessError with a message the user can act on.
 */

/** Longest id list one request may carry (a whole menu tree is a few hundred rows). */
const MAX_IDS = 5000;
/** JeecgBoot ids: 32-hex UUIDs, 19-digit snowflakes, or our stable md5 ids. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A query parameter, trimmed; empty counts as absent. */
export function queryParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name)?.trim();
  return value ? value : undefined;
}

/** A required query parameter; absent → the given message. */
export function requiredQuery(c: Context, name: string, message: string): string {
  const value = queryParam(c, name);
  if (value === undefined) throw new BusinessError(message);
  return value;
}

/** A required id-list parameter: refused with `message` when absent or when it names no id (`ids=,,,`). */
export function requiredIdList(c: Context, name: string, message: string): string[] {
  const ids = idList(requiredQuery(c, name, message));
  if (ids.length === 0) throw new BusinessError(message);
  return ids;
}

/** A comma-separated id list ("a,b,,c" → [a, b, c]); blanks dropped, duplicates removed, shape checked. */
export function idList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_IDS) throw new BusinessError(`一次最多处理${MAX_IDS}条记录`);
  for (const id of ids) if (!ID_PATTERN.test(id)) throw new BusinessError("参数不识别！");
  return ids;
}

/** One id (query or body), shape checked. */
export function checkedId(raw: string, message = "参数不识别！"): string {
  const id = raw.trim();
  if (!ID_PATTERN.test(id)) throw new BusinessError(message);
  return id;
}

type Body = Record<string, unknown>;

/** Field names as the user sees them in messages. */
function fieldError(label: string): BusinessError {
  return new BusinessError(`${label}格式不正确`);
}

/**
 * A text field: strings as given, numbers as text (JeecgBoot's UI sends some codes as numbers), null or
 * absent as undefined; anything else, or text over `max` characters, is refused.
 */
export function textField(body: Body, name: string, max: number, label = name): string | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null) return null;
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else throw fieldError(label);
  if (text.length > max) throw new BusinessError(`${label}长度不能超过${max}个字符`);
  return text;
}

/** An integer field (numbers or numeric text); null/absent/"" → undefined or null. */
export function intField(body: Body, name: string, label = name): number | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const number = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number)) throw fieldError(label);
  return number;
}

/** A number field (sort numbers may be fractional). */
export function numberField(body: Body, name: string, label = name): number | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) throw fieldError(label);
  return number;
}

/** A boolean flag as JeecgBoot's entities take it: true/false, 1/0 or "1"/"0"/"true"/"false". */
export function flagField(body: Body, name: string, label = name): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  throw fieldError(label);
}

/** A `yyyy-MM-dd[ HH:mm:ss]` date-time in GMT+8 (JeecgBoot's wire form). */
export function dateTimeField(body: Body, name: string, label = name): Date | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (typeof value !== "string") throw fieldError(label);
  const date = parseWireDateTime(value);
  if (!date) throw fieldError(label);
  return date;
}

/** Parses `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` as GMT+8; null when malformed or not a real date. */
export function parseWireDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject 2023-02-30 and the like: the instant must format back to the same wall-clock day.
  const shifted = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return shifted.slice(0, 10) === `${y}-${mo}-${d}` ? date : null;
}

/** `*x*`, `*x`, `x*` → a LIKE pattern (JeecgBoot's filter syntax), otherwise null (exact match). */
export function likePattern(value: string): string | null {
  if (!value.startsWith("*") && !value.endsWith("*")) return null;
  const inner = value.replace(/^\*/, "").replace(/\*$/, "");
  const escaped = inner.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return `${value.startsWith("*") ? "%" : ""}${escaped}${value.endsWith("*") ? "%" : ""}`;
}

/** Escapes text for a `%…%` contains-match. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
