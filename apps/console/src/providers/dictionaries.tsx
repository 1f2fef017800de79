import type { DictItemsByCode, DictModel } from "@kanya/client";
import type { SessionStore } from "../session";
import { useSessionValue } from "./session";

const readDictionaries = (session: SessionStore) => session.getDictionaries();
const NO_ITEMS: DictModel[] = [];

/** Every dictionary cached at sign-in (or by 清理缓存), keyed by dictionary code. */
export function useDictionaries(): DictItemsByCode | undefined {
  return useSessionValue(readDictionaries);
}

/** The items of one dictionary, e.g. `useDictItems("sex")`; empty when it is not cached. */
export function useDictItems(code: string): DictModel[] {
  return useDictionaries()?.[code] ?? NO_ITEMS;
}
