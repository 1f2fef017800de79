/**
 * JeecgBoot's response envelope `Result<T>`. `success` is the only reliable outcome flag: many
 * successes carry `code: 0`, and some failures are sent with HTTP 200 (see the wire contract).
 */
export interface Result<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** JeecgBoot's page object (MyBatis-Plus `IPage`); clients read `records` and `total`. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function isResult(value: unknown): value is Result<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { success?: unknown }).success === "boolean" &&
    "result" in value
  );
}
