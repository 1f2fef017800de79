import { useLocale } from "../locale/use-locale";
import { dictSelectZhCN } from "../locale/zh-CN/dictSelect";
import type { LoadDictItems } from "./dict-types";
import { splitValues } from "./split-values";
import { useDictOptions } from "./use-dict-options";

export interface DictTextProps {
  dictCode: string;
  loadDictItems: LoadDictItems;
  /** One value, or several joined by `separator`. */
  value: string | null | undefined;
  /** Splits the value and joins the texts. Default comma. */
  separator?: string;
  className?: string;
}

/** The text of a dictionary value (a list page cell, a detail view): unknown values show as they are. */
export function DictText({ dictCode, loadDictItems, value, separator = ",", className }: DictTextProps) {
  const { locale } = useLocale(dictSelectZhCN);
  const { options } = useDictOptions(dictCode, loadDictItems, locale.startsWith("en") ? "en-US" : "zh-CN");
  const byValue = new Map(options.map((option) => [option.value, option.text]));
  const text = splitValues(value, separator)
    .map((each) => byValue.get(each) ?? each)
    .join(separator);
  return <span className={className}>{text}</span>;
}
