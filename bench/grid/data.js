// The bench's data: the same rows and the same 20 columns of mixed types for every grid. Rows are built
// before the clock starts; strings other than the probe column's come from small pools, so a million
// rows stay light.

const SEX = [
  { value: "1", label: "男" },
  { value: "2", label: "女" },
];
const STATUS = [
  { value: "1", label: "正常" },
  { value: "2", label: "冻结" },
  { value: "3", label: "离职" },
];
const CITY = ["北京", "上海", "广州", "深圳", "杭州", "成都"].map((label, index) => ({
  value: String(index + 1),
  label,
}));
const LEVEL = ["初级", "中级", "高级", "专家"].map((label, index) => ({ value: String(index + 1), label }));

/**
 * `kind` is what each grid maps to its own editor: text, number, select (with `options`), date, check.
 * `name` is the probe column: every grid draws it with `Probe`, which counts renders per row.
 * Rules are @kanya/core cell rules (only the EditableTable validates; the peers have no validation API).
 */
export const COLUMNS = [
  { key: "name", title: "姓名", kind: "text", rules: [{ required: true }] },
  { key: "code", title: "工号", kind: "text", rules: [{ required: true }] },
  { key: "age", title: "年龄", kind: "number" },
  { key: "sex", title: "性别", kind: "select", options: SEX },
  { key: "birthday", title: "生日", kind: "date" },
  { key: "email", title: "邮箱", kind: "text", rules: [{ pattern: "e" }] },
  { key: "phone", title: "手机", kind: "text", rules: [{ pattern: "m" }] },
  { key: "salary", title: "薪资", kind: "number" },
  { key: "status", title: "状态", kind: "select", options: STATUS },
  { key: "joined", title: "入职", kind: "date" },
  { key: "active", title: "在岗", kind: "check" },
  { key: "city", title: "城市", kind: "select", options: CITY },
  { key: "address", title: "地址", kind: "text" },
  { key: "score", title: "评分", kind: "number" },
  { key: "remark", title: "备注", kind: "text" },
  { key: "dept", title: "部门", kind: "text" },
  { key: "level", title: "职级", kind: "select", options: LEVEL },
  { key: "updated", title: "更新", kind: "date" },
  { key: "vip", title: "会员", kind: "check" },
  { key: "quota", title: "额度", kind: "number" },
];

const pool = (size, make) => Array.from({ length: size }, (_, index) => make(index));
const DATES = pool(365, (day) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10));
const EMAILS = pool(97, (index) => `user${index}@example.com`);
const PHONES = pool(89, (index) => `138${String(10_000_000 + index * 7919).slice(0, 8)}`);
const ADDRESSES = pool(53, (index) => `幸福路 ${index + 1} 号`);
const REMARKS = pool(31, (index) => `备注 ${index}`);
const DEPTS = ["研发部", "市场部", "财务部", "人事部", "客服部"];

/** `count` rows; one in a hundred has a malformed phone, so validation has errors to show. */
export function makeRows(count) {
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: String(i),
      name: `name-${i}`,
      code: `E${i}`,
      age: 20 + (i % 40),
      sex: i % 2 ? "1" : "2",
      birthday: DATES[i % 365],
      email: EMAILS[i % 97],
      phone: i % 100 === 7 ? "12" : PHONES[i % 89],
      salary: 5000 + (i % 50) * 100,
      status: String(1 + (i % 3)),
      joined: DATES[(i * 7) % 365],
      active: i % 3 !== 0,
      city: String(1 + (i % 6)),
      address: ADDRESSES[i % 53],
      score: i % 100,
      remark: REMARKS[i % 31],
      dept: DEPTS[i % 5],
      level: String(1 + (i % 4)),
      updated: DATES[(i * 3) % 365],
      vip: i % 5 === 0,
      quota: (i % 10) * 1000,
    };
  }
  return rows;
}

export const ROW_HEIGHT = 40;
export const VIEW_HEIGHT = 600;
export const COLUMN_WIDTH = 120;
