import { useCallback, useEffect, useRef, useState } from "react";
import type { DictOption, LoadDictTexts, SearchDictItems } from "./dict-types";

/** Spec §9: dictionary search waits 800 ms after the last keystroke and asks for 10 items. */
export const SEARCH_DEBOUNCE_MS = 800;
export const SEARCH_PAGE_SIZE = 10;

export type SearchPhase = "prompt" | "searching" | "done";

export interface UseSearchDictOptions {
  dictCode: string;
  search: SearchDictItems;
  loadTexts?: LoadDictTexts;
  value: string | null;
  /** A failed search: the server's message (shown as a warning). */
  onError: (message: string) => void;
}

/**
 * JSearchSelectTag's behaviour: an empty keyword asks for one (请输入搜索内容) and searches nothing; a keyword
 * searches after 800 ms, keeping only the latest answer; the chosen value's text is loaded once so it shows
 * before any search.
 */
export function useSearchDict({ dictCode, search, loadTexts, value, onError }: UseSearchDictOptions) {
  const [options, setOptions] = useState<readonly DictOption[]>([]);
  const [phase, setPhase] = useState<SearchPhase>("prompt");
  const [chosen, setChosen] = useState<DictOption | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const report = useRef(onError);
  report.current = onError;

  useEffect(() => () => clearTimeout(timer.current), []);

  // The chosen value's text, for a value set from outside (an edit form opening).
  useEffect(() => {
    if (!value || !loadTexts || chosen?.value === value) return;
    let current = true;
    loadTexts(dictCode, [value]).then(
      ([text]) => current && setChosen({ value, text: text ?? value }),
      () => current && setChosen({ value, text: value }),
    );
    return () => {
      current = false;
    };
  }, [value, dictCode, loadTexts, chosen?.value]);

  const onSearch = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      if (keyword.trim() === "") {
        setOptions([]);
        setPhase("prompt");
        return;
      }
      setPhase("searching");
      timer.current = setTimeout(() => {
        search(dictCode, keyword.trim(), SEARCH_PAGE_SIZE).then(
          (found) => {
            if (ticket !== latest.current) return;
            setOptions(found);
            setPhase("done");
          },
          (error: unknown) => {
            if (ticket !== latest.current) return;
            setOptions([]);
            setPhase("done");
            report.current(error instanceof Error ? error.message : String(error));
          },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [dictCode, search],
  );

  /** The options with the chosen one kept, so its text shows whatever the last search found. */
  const shown =
    chosen && !options.some((option) => option.value === chosen.value) && chosen.value === value
      ? [chosen, ...options]
      : options;
  return { options: shown, phase, onSearch, choose: setChosen };
}
