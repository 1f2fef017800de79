import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { useLocale } from "../locale/use-locale";
import { dictSelectZhCN } from "../locale/zh-CN/dictSelect";
import { message } from "../message";
import { isConditionJson } from "./condition-json";
import type { CategoryLoaders } from "./dict-types";
import { TreeDropdown } from "./TreeDropdown";
import { useTreeValue } from "./tree-value";
import { useLazyTree } from "./use-lazy-tree";

export interface CategorySelectProps {
  /** The category whose children are the roots (`"0"` or `""` for the top). */
  pcode?: string;
  /** Filters as a JSON object string (spec §5), sent with every load. */
  condition?: string;
  loaders: CategoryLoaders;
  multiple?: boolean;
  /** One category id, or ids joined by `separator`. */
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
 * JCategorySelect (spec §3, §5, §7): the category dictionary as a tree: `loadTreeRoot` under `pcode`, then
 * `loadTreeChildren` on expand; a chosen id shows its name through `loadOne`. A `condition` that is not a JSON
 * object string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!; a failed root load shows the server's
 * message as an error toast (needs `<MessageHost />`).
 */
export function CategorySelect({
  pcode = "",
  condition,
  loaders,
  multiple = false,
  value,
  defaultValue,
  onChange,
  separator = ",",
  className,
  style,
  ...rest
}: CategorySelectProps) {
  const { t } = useLocale(dictSelectZhCN);
  const filter = condition ? { condition } : {};
  const tree = useLazyTree({
    loadRoot: () => loaders.loadTreeRoot({ pcode, ...filter }),
    loadChildren: (node) => loaders.loadTreeChildren({ pid: node.key, ...filter }),
    onRootError: (text) => message.error(text),
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
      loadTitle={loaders.loadOne}
    />
  );
}
