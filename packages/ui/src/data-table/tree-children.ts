/** What a `loadChildren` call gave back, read the way JeecgBoot's tree list does. */
export type ChildrenResult<Row> =
  | { readonly ok: true; readonly rows: readonly Row[] }
  /** Neither an array nor `{ records }`: the table shows 返回数据类型不识别. */
  | { readonly ok: false };

/** An array is the children; `{ records: [...] }` (a page) gives its records; anything else is refused. */
export function childrenFromResult<Row>(result: unknown): ChildrenResult<Row> {
  if (Array.isArray(result)) return { ok: true, rows: result as Row[] };
  if (
    typeof result === "object" &&
    result !== null &&
    Array.isArray((result as { records?: unknown }).records)
  ) {
    return { ok: true, rows: (result as { records: Row[] }).records };
  }
  return { ok: false };
}

/** The state of one node's children. */
export type ChildrenState<Row> =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly rows: readonly Row[] }
  | { readonly status: "unrecognized" }
  | { readonly status: "failed" };

/** Marks the stand-in child of a node whose children are not loaded yet (or failed to). */
export const PLACEHOLDER = Symbol("tree placeholder");

export interface PlaceholderRow {
  readonly id: string;
  readonly [PLACEHOLDER]: {
    readonly parentId: string;
    readonly status: "idle" | "loading" | "unrecognized" | "failed";
  };
}

export function isPlaceholder(row: object): row is PlaceholderRow {
  return PLACEHOLDER in row;
}

export function placeholderRow(
  parentId: string,
  status: PlaceholderRow[typeof PLACEHOLDER]["status"],
): PlaceholderRow {
  return { id: `${parentId}__placeholder`, [PLACEHOLDER]: { parentId, status } };
}
