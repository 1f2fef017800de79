/** The sign-ins the seed creates; printed at start and used by end-to-end tests. */
export const DEMO_SIGN_INS = [
  { username: "admin", password: "123456", note: "管理员 (administrator, sees 系统管理)" },
  { username: "ck001", password: "123456", note: "口腔门店员工 (dentistry clinic, work no. CK:001)" },
  { username: "jeecg", password: "123456", note: "临时角色 (test role, tenant 1001)" },
  { username: "ck002", password: "123456", note: "口腔门店员工 (dentistry clinic, work no. CK:002)" },
  { username: "clinic01", password: "123456", note: "诊所员工 (clinic staff, business pages)" },
  { username: "caiwu01", password: "123456", note: "财务出纳 (finance: orders and claims)" },
  { username: "kefu01", password: "123456", note: "客服 (customer service: orders, members, work orders)" },
  {
    username: "qudao01",
    password: "123456",
    note: "渠道运营 (channel operator, sees channel 1 安康健康 only)",
  },
  {
    username: "baoxian01",
    password: "123456",
    note: "保险对接 (insurer liaison, sees channel 3 泰和人寿's policies and claims only)",
  },
  { username: "zhangsan", password: "123456", note: "临时角色 (test role, tenant 1001)" },
] as const;
