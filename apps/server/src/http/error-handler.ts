import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { BusinessError } from "./errors";
import { MSG_DATABASE_UNAVAILABLE, MSG_INTERNAL_ERROR } from "./messages";
import { requestMeta } from "./request-meta";
import { error500, errorWithCode } from "./result";

/** Where unexpected errors are recorded besides the server log (the system log's exception entries). */
export interface ExceptionRecorder {
  record(entry: {
    logType: 4;
    content: string;
    userId?: string | null;
    username?: string | null;
    meta?: ReturnType<typeof requestMeta>;
    method?: string | null;
  }): Promise<void>;
}

/**
 * Database refusals that only bad input can cause (SQLSTATE → message): a route that let such a value
 * through still answers clearly, never with the driver's text, which names tables and columns.
 */
const INPUT_ERRORS: Readonly<Record<string, string>> = {
  "23505": "数据库中已存在该记录", // unique_violation: JeecgBoot's DuplicateKeyException message
  "23502": "缺少必填字段，请检查输入", // not_null_violation
  "23503": "关联的数据不存在或仍被引用", // foreign_key_violation
  "23514": "输入内容不符合要求", // check_violation
  "22001": "输入内容过长，请检查输入", // string_data_right_truncation
  "22003": "数值超出范围，请检查输入", // numeric_value_out_of_range
  "22007": "日期时间格式不正确，请检查输入", // invalid_datetime_format
  "22008": "日期时间超出范围，请检查输入", // datetime_field_overflow
  "22P02": "输入格式不正确，请检查输入", // invalid_text_representation
  "22021": "输入包含非法字符，请检查输入", // character_not_in_repertoire (e.g. a null byte)
  "54000": "输入内容过长，请检查输入", // program_limit_exceeded
};

/** What a client is told to wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = "5";
/** During an outage every request fails alike: one line per interval says so, with how many it stands for. */
const UNAVAILABLE_LOG_INTERVAL_MS = 5_000;

/**
 * Last line for thrown errors: the caller gets the envelope with a clear message, never a stack trace or
 * SQL text; unexpected errors are logged in full on the server and recorded in sys_log (type 4).
 */
export function createErrorHandler(log: (line: string) => void, exceptions?: ExceptionRecorder) {
  const logUnavailable = throttled(log, UNAVAILABLE_LOG_INTERVAL_MS);
  return async (err: Error, c: Context): Promise<Response> => {
    if (err instanceof BusinessError) return c.json(errorWithCode(err.code, err.message));
    if (err instanceof HTTPException) {
      return c.json(errorWithCode(err.status, err.message || "请求无法处理"), err.status);
    }
    if (isDatabaseUnavailable(err)) {
      // One line, no stack: during an outage every request ends here. Nothing goes to sys_log, which is
      // in the same unreachable database (and would only add a connection timeout to the answer).
      logUnavailable(`[kanya] ${c.req.method} ${c.req.path}: database unavailable (${err.message})`);
      c.header("Retry-After", RETRY_AFTER_SECONDS);
      return c.json(errorWithCode(503, MSG_DATABASE_UNAVAILABLE), 503);
    }
    log(`[kanya] ${c.req.method} ${c.req.path} failed: ${err.stack ?? err.message}`);
    const sqlState = (err as { code?: unknown }).code;
    const inputMessage = typeof sqlState === "string" ? INPUT_ERRORS[sqlState] : undefined;
    if (exceptions) {
      const auth = c.get("auth") as { user: { id: string; username: string } } | undefined;
      await exceptions.record({
        logType: 4,
        // The error's name and SQLSTATE only: its message may carry SQL or data, and the log is shown in the UI.
        content: `${c.req.method} ${c.req.path} 操作失败：${err.name}${typeof sqlState === "string" ? ` (${sqlState})` : ""}`,
        userId: auth?.user.id ?? null,
        username: auth?.user.username ?? null,
        meta: requestMeta(c),
        method: `${c.req.method} ${c.req.path}`,
      });
    }
    return c.json(error500(inputMessage ?? MSG_INTERNAL_ERROR));
  };
}

/** `log` at most once per `intervalMs`; a line after a quiet spell counts the lines left out. */
function throttled(log: (line: string) => void, intervalMs: number): (line: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (line) => {
    const now = performance.now();
    if (now - last < intervalMs) {
      skipped++;
      return;
    }
    log(skipped > 0 ? `${line} (and ${skipped} more like it since the last such line)` : line);
    last = now;
    skipped = 0;
  };
}
