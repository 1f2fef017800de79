import { parseDictCode } from "@kanya/core/dict";
import { useEffect, useState } from "react";
import type { DictOption, LoadDictItems } from "./dict-types";

export interface DictOptionsState {
  options: readonly DictOption[];
  loading: boolean;
  /** 字典Code不能为空! (or the dictionary string's fault), shown by the select. */
  codeError: string | null;
  /** The failed load's message, `null` while loading or loaded (DictSelect only logs it, spec §8). */
  loadError: string | null;
}

/**
 * A dictionary's items, loaded when the code changes. A malformed code is reported without loading; a failed
 * load leaves the options empty and is logged (spec §8 "Dictionary lookup failure: console log only").
 */
export function useDictOptions(
  dictCode: string,
  load: LoadDictItems,
  locale: "zh-CN" | "en-US",
): DictOptionsState {
  const parsed = parseDictCode(dictCode, locale);
  const codeError = parsed.ok ? null : parsed.error.message;
  const [state, setState] = useState<{
    code: string;
    options: readonly DictOption[];
    loading: boolean;
    error: string | null;
  }>({ code: "", options: [], loading: false, error: null });

  useEffect(() => {
    if (codeError !== null) return;
    let current = true;
    setState({ code: dictCode, options: [], loading: true, error: null });
    load(dictCode).then(
      (options) => current && setState({ code: dictCode, options, loading: false, error: null }),
      (error: unknown) => {
        console.error(`dictionary ${dictCode}:`, error);
        const text = error instanceof Error ? error.message : String(error);
        if (current) setState({ code: dictCode, options: [], loading: false, error: text });
      },
    );
    return () => {
      current = false;
    };
  }, [dictCode, load, codeError]);

  const fresh = state.code === dictCode;
  return {
    options: fresh ? state.options : [],
    loading: codeError === null && (!fresh || state.loading),
    codeError,
    loadError: fresh && !state.loading ? state.error : null,
  };
}
