import { category } from "@kanya/resources";
import { createListPage } from "../../list";
import { useCategoryParts } from "./components/category-parts";

/**
 * 分类字典: the roots (`rootList`, by code) as a tree table whose children load on expand, 添加下级 on each
 * row; a code left empty is made by the server under the parent's.
 */
export default createListPage(category, {
  source: { path: "rootList", sorter: { column: "code", order: "asc" } },
  useParts: useCategoryParts,
});
