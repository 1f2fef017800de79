import { createContext, useContext } from "react";
import type { LoadDictItems, LoadDictTexts, SearchDictItems } from "../dict-select/dict-types";

/**
 * The dictionary functions an EditableTable is given (components never fetch; @kanya/client has adapters):
 * cells that show or search a `dictCode` reach them through this context.
 */
export interface EditableDictionaries {
  /** A column's `dictCode` items, merged into its options; each code is loaded once (`GET /sys/dict/getDictItems`). */
  loadDictItems?: LoadDictItems;
  /** select-search: the typed keyword's matches on the server (`GET /sys/dict/loadDict`). */
  searchDictItems?: SearchDictItems;
  /** select-search: the text of a chosen value that no loaded option has (`GET /sys/dict/loadDictItem`). */
  loadDictTexts?: LoadDictTexts;
}

export const EditableDictionariesContext = createContext<EditableDictionaries>({});

export const useEditableDictionaries = () => useContext(EditableDictionariesContext);
