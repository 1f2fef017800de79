/** `SysTenant`. Its id is an integer, unlike every other JeecgBoot id. */
export interface SysTenant {
  id: number;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  status: number;
  createBy?: string | null;
  createTime?: string | null;
  houseNumber?: string | null;
}
