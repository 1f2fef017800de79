import type { PickerPage, PickerQuery, PickerRow } from "./picker-types";
import type { PickerTreeNode } from "./tree-model";

/** Stories' and the bench's fake backend: deterministic rows and a load function that filters, sorts and pages. */
const SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"];
const GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟"];
const DEPARTS = ["口腔科", "正畸科", "种植中心", "儿童齿科", "财务部", "客服中心"];

export function makeUsers(count: number): PickerRow[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String((index % 28) + 1).padStart(2, "0");
    const month = String((index % 12) + 1).padStart(2, "0");
    return {
      id: `u${index + 1}`,
      username: `user${String(index + 1).padStart(5, "0")}`,
      realname: `${SURNAMES[index % 10]}${GIVEN[index % 12]}${index >= 120 ? GIVEN[(index * 7) % 12] : ""}`,
      sex: String((index % 2) + 1),
      sex_dictText: index % 2 === 0 ? "男" : "女",
      birthday: `19${80 + (index % 20)}-${month}-${day}`,
      phone: `138${String(10000000 + index * 7919).slice(-8)}`,
      departId: `d${(index % DEPARTS.length) + 1}`,
      orgCodeTxt: DEPARTS[index % DEPARTS.length],
      createTime: `2026-01-${day} 0${index % 10}:00:00`,
    };
  });
}

export const roles: PickerRow[] = [
  { id: "r1", roleName: "管理员", roleCode: "admin" },
  { id: "r2", roleName: "医生", roleCode: "doctor" },
  { id: "r3", roleName: "护士", roleCode: "nurse" },
  { id: "r4", roleName: "前台接待", roleCode: "reception" },
  { id: "r5", roleName: "财务审核（负责种植牙分期付款与医保结算的复核工作）", roleCode: "finance_auditor" },
];

export const positions: PickerRow[] = [
  { id: "p1", name: "主任医师", code: "chief", rank: "1", rank_dictText: "正高级" },
  { id: "p2", name: "副主任医师", code: "deputy", rank: "2", rank_dictText: "副高级" },
  { id: "p3", name: "主治医师", code: "attending", rank: "3", rank_dictText: "中级" },
  { id: "p4", name: "住院医师", code: "resident", rank: "4", rank_dictText: "初级" },
];

/** A department tree: `width` children per node, `depth` levels (6 × 3 levels is 258 nodes). */
export function makeDepartTree(width: number, depth: number, prefix = "d", level = 1): PickerTreeNode[] {
  return Array.from({ length: width }, (_, index) => {
    const key = `${prefix}${index + 1}`;
    const title =
      level === 1 ? (DEPARTS[index] ?? `部门${key}`) : `${DEPARTS[index % DEPARTS.length]}${key.slice(1)}组`;
    return {
      key,
      title,
      data: { id: key, departName: title },
      children: level < depth ? makeDepartTree(width, depth, `${key}-`, level + 1) : undefined,
    };
  });
}

/** A load function over rows: `like` on each text filter, equality on `sex`, sort, page; optional delay. */
export function fakeLoad(rows: readonly PickerRow[], delay = 0) {
  return async (query: PickerQuery): Promise<PickerPage> => {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const { pageNo, pageSize, column, order, ...filters } = query;
    let found = rows.filter((row) =>
      Object.entries(filters).every(([name, wanted]) => {
        if (name === "departId") return String(row.departId ?? "").startsWith(String(wanted));
        const value = String(row[name] ?? "");
        return name === "sex" ? value === wanted : value.includes(String(wanted));
      }),
    );
    if (column) {
      const sign = order === "desc" ? -1 : 1;
      found = [...found].sort(
        (a, b) => sign * String(a[column] ?? "").localeCompare(String(b[column] ?? "")),
      );
    }
    return { records: found.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: found.length };
  };
}

/** The rows behind keys, as a `loadSelected`. */
export function fakeLoadByKeys(rows: readonly PickerRow[], key: string) {
  return async (keys: string[]) => rows.filter((row) => keys.includes(String(row[key])));
}
