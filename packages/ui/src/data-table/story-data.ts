/** A user list as JeecgBoot's `sys/user/list` returns it, for the DataTable stories. */
export interface UserRow extends Record<string, unknown> {
  id: string;
  username: string;
  realname: string;
  sex: number;
  sex_dictText: string;
  phone: string;
  orgCodeTxt: string;
  status: number;
  createTime: string;
}

const surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄"];
const departments = [
  "北京总部/技术部",
  "上海分公司/市场部",
  "深圳口腔诊所/护理部门诊护理组第一小组",
  "研发中心",
];

/** `count` users; page `page` (1-based) of a list of `total`. */
export function users(count: number, offset = 0): UserRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = offset + index + 1;
    return {
      id: `u${n}`,
      username: `user${n}`,
      realname: `${surnames[n % surnames.length]}${n % 2 ? "小明" : "晓红"}${n}`,
      sex: (n % 2) + 1,
      sex_dictText: n % 2 ? "男" : "女",
      phone: `1381234${String(n).padStart(4, "0").slice(-4)}`,
      orgCodeTxt: departments[n % departments.length] ?? "",
      status: n % 5 === 0 ? 2 : 1,
      createTime: `2026-11-${String((n % 28) + 1).padStart(2, "0")} 09:30:00`,
    };
  });
}
