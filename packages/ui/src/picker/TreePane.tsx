import { clsx } from "clsx";
import { Button } from "../button/Button";
import { Input } from "../input/Input";
import { useLocale } from "../locale/use-locale";
import { dataTableZhCN } from "../locale/zh-CN/dataTable";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { Spin } from "../spin/Spin";
import { TreeList, type TreeListProps } from "./TreeList";
import type { usePickerTree } from "./use-picker-tree";

export interface TreePaneProps<Data>
  extends Pick<
    TreeListProps<Data>,
    "checkable" | "checkedKeys" | "checkStrictly" | "onCheck" | "selectedKey" | "onSelect" | "height"
  > {
  tree: ReturnType<typeof usePickerTree<Data>>;
  className?: string;
}

/** The department tree with its search box, 展开全部 / 收起全部, and its loading and error states. */
export function TreePane<Data>({ tree, className, ...list }: TreePaneProps<Data>) {
  const { t } = useLocale(pickerZhCN);
  const { t: tTable } = useLocale(dataTableZhCN);
  const allOpen = tree.allExpanded;
  return (
    <div className={clsx("flex flex-col gap-2", className)}>
      <div className="flex gap-2">
        <Input
          allowClear
          aria-label={t("picker.depart.search")}
          placeholder={t("picker.depart.search")}
          value={tree.keyword}
          onChange={(event) => tree.setKeyword(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button onClick={allOpen ? tree.collapseAll : tree.expandAll}>
          {t(allOpen ? "picker.tree.collapseAll" : "picker.tree.expandAll")}
        </Button>
      </div>
      <Spin spinning={tree.loading}>
        {tree.loading && tree.roots.length === 0 ? (
          // The first load: only the spinner, not the empty tree's 暂无数据 under it.
          <div className="min-h-24" />
        ) : tree.error ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-8 text-danger-text">
            {tree.error}
            <Button size="small" onClick={tree.retry}>
              {tTable("dataTable.retry")}
            </Button>
          </div>
        ) : (
          <TreeList
            {...list}
            roots={tree.roots}
            expandedKeys={tree.expanded}
            onExpandedChange={tree.setExpanded}
            keyword={tree.keyword}
          />
        )}
      </Spin>
    </div>
  );
}
