import type { CSSProperties } from "react";
import { useControllableState } from "../input-base/use-controllable-state";
import { useLocale } from "../locale/use-locale";
import { dictSelectZhCN } from "../locale/zh-CN/dictSelect";
import { message } from "../message";
import { Select } from "../select";
import type { LoadDictTexts, SearchDictItems } from "./dict-types";
import { useSearchDict } from "./use-search-dict";

export interface SearchSelectProps {
  /** `table,text,code[,where]` or a dictionary code. */
  dictCode: string;
  /** `GET /sys/dict/loadDict/{dict}` with keyword and page size (the client's adapter). */
  search: SearchDictItems;
  /** `GET /sys/dict/loadDictItem/{dict}`: the chosen value's text before any search. */
  loadTexts?: LoadDictTexts;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Takes focus when it mounts (an editable table's cell editor, opened by the user). */
  autoFocus?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * JSearchSelectTag (spec §5, §7, §9): type to search a dictionary on the server, 800 ms after the last key,
 * 10 items at most. An empty keyword says 请输入搜索内容, no match 没有查询到任何数据, and a failed search shows
 * the server's message as a warning (needs `<MessageHost />`).
 */
export function SearchSelect({
  dictCode,
  search,
  loadTexts,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  disabled,
  className,
  style,
  ...named
}: SearchSelectProps) {
  const { t } = useLocale(dictSelectZhCN);
  const [value, setValue] = useControllableState<string | null>(valueProp, defaultValue, onChange);
  const dict = useSearchDict({
    dictCode,
    search,
    loadTexts,
    value,
    onError: (text) => message.warning(text),
  });
  const notFound = dict.phase === "prompt" ? t("dictSelect.searchPrompt") : t("dictSelect.searchEmpty");

  return (
    <Select
      {...named}
      className={className}
      style={style}
      showSearch
      allowClear
      filterOption={false}
      disabled={disabled}
      loading={dict.phase === "searching"}
      placeholder={placeholder ?? t("dictSelect.searchPlaceholder")}
      notFoundContent={notFound}
      options={dict.options.map((option) => ({ value: option.value, label: option.text }))}
      value={value}
      onSearch={dict.onSearch}
      onChange={(next) => {
        dict.choose(dict.options.find((option) => option.value === next) ?? null);
        setValue(next);
      }}
    />
  );
}
