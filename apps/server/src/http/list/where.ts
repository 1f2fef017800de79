import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Condition } from "./list-request";

/**
 * A condition tree as a Kysely expression. Column names come from endpoint specs (never from the
 * request) and every value is a bound parameter.
 */
export function conditionExpression<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  condition: Condition,
): Expression<SqlBool> {
  switch (condition.kind) {
    case "compare":
      return eb(sql.ref(condition.column), condition.op, condition.value);
    case "in":
      return eb(sql.ref(condition.column), "in", condition.values);
    case "like": {
      const target = condition.asText
        ? sql`cast(${sql.ref(condition.column)} as text)`
        : sql.ref(condition.column);
      return eb(target, caseless(condition.pattern) ? "like" : "ilike", condition.pattern);
    }
    case "and":
      return eb.and(condition.items.map((item) => conditionExpression(eb, item)));
    case "or":
      return eb.or(condition.items.map((item) => conditionExpression(eb, item)));
  }
}

/**
 * A pattern without any letter that has case (digits, Chinese, punctuation): ILIKE matches exactly what LIKE
 * does, and LIKE is cheaper to check on each candidate row (a search for `*用户123*` rechecks every row the
 * trigram index proposes).
 */
export function caseless(pattern: string): boolean {
  return pattern.toLowerCase() === pattern && pattern.toUpperCase() === pattern;
}
