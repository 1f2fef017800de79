import { dict } from "@kanya/resources";
import { createListPage } from "../../list";
import { useDictParts } from "./components/dict-parts";

/** 数据字典: the `dict` list page, with each dictionary's items (字典配置), 刷新缓存 and the 回收站. */
export default createListPage(dict, { useParts: useDictParts });
