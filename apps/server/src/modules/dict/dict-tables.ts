import { BusinessError } from "../../http/errors";

/*
 * Table dictionaries (`table,text,code[,where]`, `loadTreeData`) name tables and columns in the request.
 * Only the tables and columns below ever reach SQL, and as quoted identifiers; values are parameters.
 * No column holding a secret (passwords, salts, tokens) is listed.
 */

export const MSG_DICT_CODE_INVALID = "字典Code格式不正确！";
export const MSG_DICT_TABLE_REFUSED = "字典表或字段不在允许访问的范围内";
export const MSG_DICT_WHERE_REFUSED = "字典条件格式不正确，只支持“字段='值'”（多个条件用 and 连接）";

export interface DictTable {
  /** Columns usable as text, code, filter or tree fields. */
  readonly columns: readonly string[];
  /** For `loadTreeData`: the parent-id column(s) and the has-child column(s) allowed. */
  readonly tree?: { readonly pidFields: readonly string[]; readonly hasChildFields: readonly string[] };
}

export const DICT_TABLES: Readonly<Record<string, DictTable>> = {
  sys_user: {
    columns: [
      "id",
      "username",
      "realname",
      "work_no",
      "phone",
      "email",
      "org_code",
      "sex",
      "status",
      "del_flag",
      "post",
    ],
  },
  sys_depart: {
    columns: [
      "id",
      "depart_name",
      "depart_name_abbr",
      "org_code",
      "parent_id",
      "org_category",
      "org_type",
      "status",
      "del_flag",
      "iz_leaf",
      "tenant_id",
    ],
    tree: { pidFields: ["parent_id"], hasChildFields: ["iz_leaf"] },
  },
  sys_category: {
    columns: ["id", "pid", "name", "code", "has_child", "tenant_id"],
    tree: { pidFields: ["pid"], hasChildFields: ["has_child"] },
  },
  sys_position: { columns: ["id", "code", "name", "post_rank", "tenant_id"] },
  sys_role: { columns: ["id", "role_code", "role_name", "tenant_id"] },
  sys_tenant: { columns: ["id", "name", "status"] },
  sys_dict: { columns: ["id", "dict_code", "dict_name", "del_flag"] },
  sys_permission: {
    columns: ["id", "parent_id", "name", "url", "menu_type", "is_leaf", "del_flag"],
    tree: { pidFields: ["parent_id"], hasChildFields: ["is_leaf"] },
  },
  sys_sms_template: { columns: ["id", "template_code", "template_name", "template_type"] },
  sys_data_source: { columns: ["id", "code", "name", "db_type"] },
};

/** The allow-listed table of a dictionary string, checking every named column; else a clear refusal. */
export function dictTable(table: string, ...columns: readonly string[]): DictTable {
  const spec = Object.hasOwn(DICT_TABLES, table) ? DICT_TABLES[table] : undefined;
  if (!spec || !columns.every((column) => spec.columns.includes(column))) {
    throw new BusinessError(MSG_DICT_TABLE_REFUSED);
  }
  return spec;
}

/** One `column = value` condition of a table dictionary's where clause. */
export interface DictFilter {
  readonly column: string;
  readonly value: string;
}

const CONDITION = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:'([^'\\]*)'|(-?\d{1,18}))\s*$/;

/**
 * The where part of `table,text,code,where`, which JeecgBoot pasted into SQL. Only a conjunction of
 * `column='value'` (or `column=123`) on allow-listed columns is accepted; it becomes parameters. Anything
 * else (OR, functions, sub-queries, comments, quotes inside values) is refused.
 */
export function parseDictWhere(table: string, where: string | undefined): DictFilter[] {
  if (where === undefined || where.trim() === "") return [];
  if (where.length > 500) throw new BusinessError(MSG_DICT_WHERE_REFUSED);
  const spec = dictTable(table);
  return where.split(/\s+and\s+/i).map((part) => {
    const match = CONDITION.exec(part);
    if (!match) throw new BusinessError(MSG_DICT_WHERE_REFUSED);
    const [, column = "", quoted, number] = match;
    if (!spec.columns.includes(column)) throw new BusinessError(MSG_DICT_TABLE_REFUSED);
    return { column, value: quoted ?? number ?? "" };
  });
}

/**
 * `loadTreeData`'s `condition` (a JSON object of column → value) as filters on allow-listed columns.
 * Keys may be camelCase (`hasChild`) or the column name.
 */
export function parseTreeCondition(table: string, raw: string | undefined): DictFilter[] {
  if (raw === undefined || raw.trim() === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BusinessError("condition参数格式不正确，需要一个JSON对象字符串");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BusinessError("condition参数格式不正确，需要一个JSON对象字符串");
  }
  const spec = dictTable(table);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const column = toColumnName(key);
    if (!spec.columns.includes(column)) throw new BusinessError(MSG_DICT_TABLE_REFUSED);
    if (v === null || v === undefined || v === "") return [];
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") {
      throw new BusinessError("condition参数格式不正确，值只能是文本或数字");
    }
    return [{ column, value: String(v) }];
  });
}

/** `hasChild` → `has_child`; a name already in snake case stays. */
export function toColumnName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
