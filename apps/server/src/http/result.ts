/**
 * JeecgBoot's response envelope `Result<T>` and its factory methods, in one place so every route answers
 * the same way. See reference/jeecg-api.md §1.
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export const CODE_OK = 200;
export const CODE_ERROR = 500;
export const CODE_NO_PERMISSION = 510;
export const CODE_TOKEN_INVALID = 401;

/** `Result.ok(T)`: code 200 with a result. */
export function ok<T>(result: T, message = ""): Envelope<T> {
  return envelope(true, message, CODE_OK, result);
}

/** `Result.ok(String)`: JeecgBoot puts the text in both `message` and `result`. */
export function okMessage(message: string): Envelope<string> {
  return envelope(true, message, CODE_OK, message);
}

/**
 * Success that keeps `code: 0`: many JeecgBoot endpoints only call `setSuccess`/`setResult`, leaving the
 * default code, and clients that mirror them expect exactly that.
 */
export function okCodeZero<T>(result: T): Envelope<T> {
  return envelope(true, "", 0, result);
}

/** `Result.error500(msg)`: a business error, sent with HTTP 200. */
export function error500(message: string): Envelope<null> {
  return envelope(false, message, CODE_ERROR, null);
}

/** `Result.error(code, msg)`. */
export function errorWithCode(code: number, message: string): Envelope<null> {
  return envelope(false, message, code, null);
}

function envelope<T>(success: boolean, message: string, code: number, result: T): Envelope<T> {
  return { success, message, code, result, timestamp: Date.now() };
}
