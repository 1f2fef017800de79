/** PostgreSQL's unique_violation (also what PGlite reports). */
const UNIQUE_VIOLATION = "23505";

/** Whether a database error is a unique-key clash (JeecgBoot's DuplicateKeyException). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/** The name of the unique constraint a clash broke, when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === "string" ? constraint : undefined;
}

/** JeecgBoot's message for a DuplicateKeyException. */
export const MSG_DUPLICATE_KEY = "数据库中已存在该记录";
