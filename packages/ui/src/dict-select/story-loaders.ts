import type { CategoryLoaders, DictOption, LoadDictItems, LoadTreeData, TreeOption } from "./dict-types";

/** Dictionaries the stories load, as the server would send them. */
export const dictionaries: Record<string, DictOption[]> = {
  sex: [
    { value: "1", text: "男" },
    { value: "2", text: "女" },
  ],
  treatment: [
    { value: "clean", text: "洁牙" },
    { value: "fill", text: "补牙" },
    { value: "root", text: "根管治疗" },
    { value: "implant", text: "种植牙（含术前检查、骨增量评估与术后三次复查）" },
  ],
};

export const loadDictItems: LoadDictItems = async (code) => {
  const items = dictionaries[code];
  if (!items) throw new Error(`字典 ${code} 不存在`);
  return items;
};

/** Never settles: the loading state. */
export const loadNever: LoadDictItems = () => new Promise(() => undefined);

export const doctors: DictOption[] = Array.from({ length: 30 }, (_, i) => ({
  value: `doctor${i + 1}`,
  text: `${["张", "王", "李", "赵", "刘"][i % 5]}医生${i + 1}号`,
}));

function node(key: string, title: string, leaf: boolean): TreeOption {
  return { key, value: key, title, leaf };
}

/** A department table: 3 roots, each with 3 children, one of which has grandchildren (`pid` → rows). */
export const departments: Record<string, TreeOption[]> = {
  "": [node("d1", "总院", false), node("d2", "东城门店", false), node("d3", "西城门店", false)],
  d1: [node("d1-1", "口腔外科", false), node("d1-2", "正畸科", true), node("d1-3", "儿童口腔科", true)],
  "d1-1": [node("d1-1-1", "种植中心", true), node("d1-1-2", "拔牙门诊", true)],
  d2: [node("d2-1", "综合门诊", true)],
  d3: [node("d3-1", "综合门诊", true)],
};

export const loadDepartments: LoadTreeData = async ({ pid }) => departments[pid] ?? [];

/** Categories under pcode B02 (spec §7 loadTreeRoot / loadTreeChildren / loadOne). */
export const categoryLoaders: CategoryLoaders = {
  loadTreeRoot: async () => [node("c1", "种植体品牌", false), node("c2", "正畸材料", true)],
  loadTreeChildren: async ({ pid }) =>
    pid === "c1" ? [node("c1-1", "士卓曼", true), node("c1-2", "诺贝尔", true)] : [],
  loadOne: async (id) => ({ c1: "种植体品牌", c2: "正畸材料", "c1-1": "士卓曼", "c1-2": "诺贝尔" })[id] ?? id,
};
