import { BusinessError } from "../../http/errors";

/**
 * The conservative checks a report's SQL passes before it is ever run: one statement (no semicolon but an
 * optional final one), starting with SELECT or WITH, no comments, no data-changing words even inside a
 * WITH, and none of the server functions that read files, settings or run other SQL. The tables it reads
 * are checked separately against the plan (`checkPlanRelations`).
 */
const FORBIDDEN_WORDS =
  /\b(insert|update|delete|merge|truncate|drop|alter|create|grant|revoke|copy|call|do|execute|prepare|vacuum|analyze|lock|listen|notify|set|reset|into)\b/i;
const FORBIDDEN_FUNCTIONS =
  /\b(pg_(?!sleep\b)\w+|current_setting|set_config|dblink\w*|lo_\w+|query_to_xml\w*|table_to_xml\w*|cursor_to_xml\w*|query_to_json\w*|xpath\w*|inet_\w+|txid_\w+|nextval|setval|currval)\b/i;
/** Columns a report never shows, whichever table they are in. */
const FORBIDDEN_COLUMNS = /\b(password|salt|db_password|token_secret)\b/i;

const PARAMETER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

/** The checked statement (without a final semicolon), or a BusinessError naming what is refused. */
export function checkReportSql(text: string): string {
  let statement = text.trim();
  if (statement.endsWith(";")) statement = statement.slice(0, -1).trimEnd();
  if (!statement) throw new BusinessError("报表SQL不能为空");
  if (statement.includes(";")) throw new BusinessError("报表SQL只能是一条查询语句");
  if (statement.includes("--") || statement.includes("/*")) throw new BusinessError("报表SQL不能包含注释");
  if (!/^(select|with)\b/i.test(statement)) throw new BusinessError("报表SQL只能是SELECT查询");
  // Words are looked for outside quoted text only: a literal 'update' is data, not a command.
  const code = statement.replace(/'(?:[^']|'')*'/g, "''");
  const word = FORBIDDEN_WORDS.exec(code) ?? FORBIDDEN_FUNCTIONS.exec(code) ?? FORBIDDEN_COLUMNS.exec(code);
  if (word) throw new BusinessError(`报表SQL不允许使用：${word[1]}`);
  if (code.includes("$") && code.replace(PARAMETER, "").includes("$"))
    throw new BusinessError("报表SQL的参数只能写成 ${参数名}");
  return statement;
}

/** The `${name}` parameters the SQL names, in order of first use. */
export function sqlParameterNames(statement: string): string[] {
  return [...new Set([...statement.matchAll(PARAMETER)].map((m) => m[1] as string))];
}

/** The statement split into literal text and parameter names, for binding (never splicing) values. */
export function splitParameters(statement: string): ({ text: string } | { param: string })[] {
  const parts: ({ text: string } | { param: string })[] = [];
  let last = 0;
  for (const match of statement.matchAll(PARAMETER)) {
    parts.push({ text: statement.slice(last, match.index) });
    parts.push({ param: match[1] as string });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ text: statement.slice(last) });
  return parts;
}

/** Tables a report may read: the business's and the system's own, never sessions, secrets or migrations. */
const ALLOWED_TABLE = /^(biz_\w+|sys_\w+)$/;
const DENIED_TABLES = new Set(["sys_secret", "sys_sms_code", "sys_third_account", "sys_data_source"]);

export function isAllowedTable(schema: string | undefined, table: string): boolean {
  return (
    (schema === undefined || schema === "public") && ALLOWED_TABLE.test(table) && !DENIED_TABLES.has(table)
  );
}

/** Every relation an `EXPLAIN (FORMAT JSON, VERBOSE)` plan reads must be allowed. */
export function checkPlanRelations(plan: unknown): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const relation = record["Relation Name"];
    if (typeof relation === "string") {
      const schema = typeof record.Schema === "string" ? record.Schema : undefined;
      if (!isAllowedTable(schema, relation)) throw new BusinessError(`报表不允许读取表：${relation}`);
    }
    for (const value of Object.values(record)) if (typeof value === "object") visit(value);
  };
  visit(plan);
}
