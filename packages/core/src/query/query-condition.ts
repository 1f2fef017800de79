/** The advanced-query rules (spec §9 "Query rules"); right_like is "starts with", left_like "ends with". */
export const QUERY_RULES = [
  "eq",
  "like",
  "right_like",
  "left_like",
  "in",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

export const MATCH_TYPES = ["and", "or"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const DEFAULT_MATCH_TYPE: MatchType = "and";

/** A choice offered for a condition's value (dictionary item shape: value plus text, title or label). */
export interface QueryConditionOption {
  readonly value: string;
  readonly text?: string;
  readonly title?: string;
  readonly label?: string;
}

/** One row of the advanced-query builder, as JeecgBoot's JSuperQuery keeps and sends it. */
export interface QueryCondition {
  /** Entity property (camelCase), e.g. `createTime`. */
  readonly field: string;
  readonly rule: QueryRule;
  /** The value as text; under `in`, several values joined by commas (the server's IN syntax). */
  readonly val: string;
  /** Field type the builder offers an input for (`string`, `int`, `date`, `list`, `sel_user`…). */
  readonly type?: string;
  readonly options?: readonly QueryConditionOption[];
  readonly dictCode?: string;
  readonly dictTable?: string;
  readonly dictText?: string;
  readonly customReturnField?: string;
  readonly popup?: Readonly<Record<string, unknown>>;
}

export function isQueryRule(value: unknown): value is QueryRule {
  return typeof value === "string" && (QUERY_RULES as readonly string[]).includes(value);
}

export function isMatchType(value: unknown): value is MatchType {
  return value === "and" || value === "or";
}

/** Whether the `in` rule is chosen, the only one that takes several values. */
export function allowsMultipleValues(condition: Pick<QueryCondition, "rule">): boolean {
  return condition.rule === "in";
}

/** The values of a condition: split on commas under `in`, otherwise the one value (empty → none). */
export function conditionValues(condition: Pick<QueryCondition, "rule" | "val">): string[] {
  if (condition.val === "") return [];
  return allowsMultipleValues(condition)
    ? condition.val.split(",").filter((value) => value !== "")
    : [condition.val];
}

/**
 * Sets a condition's values, as a multi-select gives them: all of them (comma-joined) under `in`, only
 * the first under any other rule. Values containing a comma cannot be told apart on the wire (JeecgBoot's
 * IN syntax), so a comma inside a value splits it.
 */
export function withConditionValues<TCondition extends QueryCondition>(
  condition: TCondition,
  values: readonly string[],
): TCondition {
  const kept = allowsMultipleValues(condition) ? values : values.slice(0, 1);
  return { ...condition, val: kept.join(",") };
}

/**
 * Switches a condition's rule. Leaving `in` keeps only the first value (spec §5 "Other rules"), since
 * every other rule takes one value.
 */
export function changeRule<TCondition extends QueryCondition>(
  condition: TCondition,
  rule: QueryRule,
): TCondition {
  if (condition.rule === "in" && rule !== "in") {
    return { ...condition, rule, val: conditionValues(condition)[0] ?? "" };
  }
  return { ...condition, rule };
}

/**
 * A group of conditions joined by its own match type (beyond JeecgBoot's flat list): on the wire
 * `{"matchType":"or","children":[…]}` stands among the conditions, so a flat array reads as before.
 */
export interface QueryConditionGroup {
  readonly matchType: MatchType;
  readonly children: readonly QueryNode[];
}

/** One entry of an advanced query: a condition or a group of them. */
export type QueryNode = QueryCondition | QueryConditionGroup;

/** How deep conditions may nest, the top-level list counted: top → group → group. */
export const MAX_QUERY_DEPTH = 3;

export function isConditionGroup(node: QueryNode): node is QueryConditionGroup {
  return "children" in node;
}

/** Levels of a list of entries: 1 for a flat list, one more for each group inside a group. */
export function queryDepth(nodes: readonly QueryNode[]): number {
  let deepest = 0;
  for (const node of nodes)
    if (isConditionGroup(node)) deepest = Math.max(deepest, queryDepth(node.children));
  return 1 + deepest;
}

/** A condition the server applies: it names a field and a rule and has a value (JeecgBoot skips others). */
export function isCompleteCondition(condition: QueryCondition): boolean {
  return condition.field !== "" && isQueryRule(condition.rule) && condition.val !== "";
}

/**
 * The form conditions are sent and saved in: incomplete rows dropped, groups left empty by that dropped
 * too, and `options` dropped where a `dictCode` can reload them (as JeecgBoot's removeEmptyObject does),
 * keeping the payload small. A flat list stays a flat list.
 */
export function toWireConditions(nodes: readonly QueryCondition[]): QueryCondition[];
export function toWireConditions(nodes: readonly QueryNode[]): QueryNode[];
export function toWireConditions(nodes: readonly QueryNode[]): QueryNode[] {
  const wire: QueryNode[] = [];
  for (const node of nodes) {
    if (isConditionGroup(node)) {
      const children = toWireConditions(node.children);
      if (children.length > 0) wire.push({ matchType: node.matchType, children });
    } else if (isCompleteCondition(node)) {
      if (node.dictCode === undefined || node.options === undefined) wire.push(node);
      else {
        const { options: _options, ...rest } = node;
        wire.push(rest);
      }
    }
  }
  return wire;
}
