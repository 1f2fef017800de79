import type { KanyaClient } from "../client.js";
import type { IPage } from "../types/list.js";
import type { SysDepartTreeModel } from "../types/sys-depart.js";
import { unwrap } from "./unwrap.js";

// The load functions @kanya/ui/picker takes, on the real endpoints (spec §7), so the console wires a picker in
// one line: `<UserPicker {...pickerLoaders(client).users} />`. Shapes are declared here rather than imported,
// so the client does not depend on the UI library.

/** A picker's list request: paging, sort and the search form's filters. */
export interface PickerPageQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: "asc" | "desc";
  [filter: string]: string | number | undefined;
}

export interface PickerPageResult<Row> {
  records: Row[];
  total: number;
}

/** A department as the picker tree shows it; `data` is the server's row. */
export interface PickerDepartNode {
  key: string;
  title: string;
  children?: PickerDepartNode[];
  data: SysDepartTreeModel;
}

type Row = Record<string, unknown>;

/** Text filters search by containing (JeecgBoot's `*text*` wrap); the others stay exact. */
function listQuery(query: PickerPageQuery, containing: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    out[name] = containing.includes(name) ? `*${value}*` : value;
  }
  return out;
}

/** A typed record as a picker row (a plain copy: interfaces carry no index signature). */
const asRow = (record: object): Row => ({ ...record });

const toPage = (page: IPage<object> | null): PickerPageResult<Row> => ({
  records: (page?.records ?? []).map(asRow),
  total: page?.total ?? 0,
});

/** At most this many keys are asked back at once: a field never holds more in practice. */
const MAX_KEYS = 200;

/** `id,username…` as one `in` filter, or `=x` (JeecgBoot's exact form) for one key. */
const keysFilter = (keys: readonly string[]) => keys.slice(0, MAX_KEYS).join(",");

function toDepartNodes(nodes: readonly SysDepartTreeModel[] | null): PickerDepartNode[] {
  return (nodes ?? []).map((node) => ({
    key: node.id,
    title: node.departName,
    data: node,
    ...(node.children?.length ? { children: toDepartNodes(node.children) } : {}),
  }));
}

export function pickerLoaders(client: KanyaClient) {
  const loadDepartTree = async () => toDepartNodes(unwrap(await client.sys.depart.queryTreeList()));
  const users = {
    /** `GET /sys/user/list`: account and name contain the text; sex and birthday exact; `departId` members. */
    load: async (query: PickerPageQuery): Promise<PickerPageResult<Row>> =>
      toPage(unwrap(await client.sys.user.list(listQuery(query, ["username", "realname"])))),
    /** The users behind chosen usernames (the picker's value). */
    loadSelected: async (usernames: string[]): Promise<Row[]> =>
      usernames.length === 0
        ? []
        : toPage(unwrap(await client.sys.user.list({ username: keysFilter(usernames), pageSize: MAX_KEYS })))
            .records,
  };
  return {
    users,
    /** JSelectUserByDep: the same users, plus the department tree. */
    usersByDepart: { ...users, loadDepartTree },
    /** `GET /sys/role/list`, by role name; chosen roles loaded back by id. */
    roles: {
      load: async (query: PickerPageQuery): Promise<PickerPageResult<Row>> =>
        toPage(unwrap(await client.sys.role.list(listQuery(query, ["roleName", "roleCode"])))),
      loadSelected: async (ids: string[]): Promise<Row[]> =>
        ids.length === 0
          ? []
          : toPage(unwrap(await client.sys.role.list({ id: keysFilter(ids), pageSize: MAX_KEYS }))).records,
    },
    /** `GET /sys/position/list` (param name); the rank as `rank` / `rank_dictText` (spec §2); by code back. */
    positions: {
      load: async (query: PickerPageQuery): Promise<PickerPageResult<Row>> =>
        withRank(toPage(unwrap(await client.sys.position.list(listQuery(query, ["name", "code"]))))),
      loadSelected: async (codes: string[]): Promise<Row[]> =>
        codes.length === 0
          ? []
          : withRank(
              toPage(unwrap(await client.sys.position.list({ code: keysFilter(codes), pageSize: MAX_KEYS }))),
            ).records,
    },
    /** JSelectDepart: the whole tree (`queryTreeList`), nodes keyed by id; chosen ids back as rows with their names. */
    departs: {
      loadTree: loadDepartTree,
      loadSelected: async (ids: string[]): Promise<Row[]> => {
        if (ids.length === 0) return [];
        const wanted = new Set(ids);
        const out: Row[] = [];
        const walk = (nodes: readonly PickerDepartNode[]) => {
          for (const node of nodes) {
            if (wanted.has(node.key)) out.push({ id: node.key, departName: node.title });
            if (node.children) walk(node.children);
          }
        };
        walk(await loadDepartTree());
        return out;
      },
    },
  };
}

/**
 * A picker over any JeecgBoot list (`GET <api>/list`): `containing` filters search by containing (`*text*`);
 * chosen ids are loaded back with one `id=a,b` (`in`) filter. For reference fields that point at a resource.
 */
export function listPickerLoaders(client: KanyaClient, api: string, containing: readonly string[] = []) {
  const base = api.replace(/\/+$/, "");
  return {
    load: async (query: PickerPageQuery): Promise<PickerPageResult<Row>> =>
      toPage(unwrap(await client.get<IPage<object>>(`${base}/list`, listQuery(query, containing)))),
    loadSelected: async (ids: string[]): Promise<Row[]> =>
      ids.length === 0
        ? []
        : toPage(
            unwrap(
              await client.get<IPage<object>>(`${base}/list`, { id: keysFilter(ids), pageSize: MAX_KEYS }),
            ),
          ).records,
  };
}

function withRank(page: PickerPageResult<Row>): PickerPageResult<Row> {
  return {
    total: page.total,
    records: page.records.map((row) => ({
      ...row,
      rank: row.postRank,
      rank_dictText: row.postRank_dictText,
    })),
  };
}

/** `getRpColumns/{code}` (spec §7) as the report popup reads it. */
export interface ReportColumnsResult {
  cgRpConfigId: string;
  cgRpConfigName?: string;
  columns: { dataIndex: string; title: string }[];
  dictOptions?: Record<string, unknown>;
}

/**
 * The report popup's loaders: `GET /online/cgreport/api/getRpColumns/{code}` and `getData/{cgRpConfigId}` with
 * the list query and `self_` parameters (served by apps/server's online-report module, cached 30 s there).
 */
export function reportLoaders(client: KanyaClient) {
  return {
    loadColumns: async (code: string): Promise<ReportColumnsResult> =>
      unwrap(
        await client.get<ReportColumnsResult>(
          `/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`,
        ),
      ),
    loadData: async (cgRpConfigId: string, query: PickerPageQuery): Promise<PickerPageResult<Row>> =>
      toPage(
        unwrap(
          await client.get<IPage<Row>>(
            `/online/cgreport/api/getData/${encodeURIComponent(cgRpConfigId)}`,
            listQuery(query, []),
          ),
        ),
      ),
  };
}
