import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { useLocale } from "../locale/use-locale";
import { dictSelectZhCN } from "../locale/zh-CN/dictSelect";
import { isConditionJson } from "./condition-json";
import type { LoadTreeData } from "./dict-types";
import { TreeDropdown } from "./TreeDropdown";
import { useTreeValue } from "./tree-value";
import { useLazyTree } from "./use-lazy-tree";

export interface TreeSelectProps {
  /** `table,text,code`: the table and its text and code (value) columns. */
  dict: string;
  /** Column holding the parent id. */
  pidField: string;
  /** The roots' parent id. Default `""`. */
  pidValue?: string;
  /** Column saying whether a row has children (`"1"`), so leaves show no expander. */
  hasChildField?: string;
  /** Extra column filters as a JSON object string (spec §5). */
  condition?: string;
  loadTreeData: LoadTreeData;
  multiple?: boolean;
  /** One id, or ids joined by `separator`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  separator?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * JTreeSelect (spec §3, §7, §9): any table as a tree (`GET /sys/dict/loadTreeData` with pid, tableName, text,
 * code, pidField, hasChildField, condition), roots first and each branch on expand, in a dropdown at most
 * 400 px high. A `condition` that is not a JSON object string shows the spec's error and loads nothing.
 */
export function TreeSelect({
  dict,
  pidField,
  pidValue = "",
  hasChildField,
  condition,
  loadTreeData,
  multiple = false,
  value,
  defaultValue,
  onChange,
  separator = ",",
  className,
  style,
  ...rest
}: TreeSelectProps) {
  const { t } = useLocale(dictSelectZhCN);
  const [tableName = "", text = "", code = ""] = dict.split(",").map((part) => part.trim());
  const query = (pid: string) => ({
    pid,
    tableName,
    text,
    code,
    pidField,
    ...(hasChildField && { hasChildField }),
    ...(condition && { condition }),
  });
  const tree = useLazyTree({
    loadRoot: () => loadTreeData(query(pidValue)),
    loadChildren: (node) => loadTreeData(query(node.key)),
  });
  const { values, setValues } = useTreeValue(value, defaultValue, onChange, separator);

  if (!isConditionJson(condition)) {
    return (
      <p role="alert" className={clsx("text-control text-danger-text", className)} style={style}>
        {t("dictSelect.conditionInvalid")}
      </p>
    );
  }
  return (
    <TreeDropdown
      {...rest}
      className={className}
      style={style}
      tree={tree}
      t={t}
      multiple={multiple}
      values={values}
      onChange={setValues}
    />
  );
}
