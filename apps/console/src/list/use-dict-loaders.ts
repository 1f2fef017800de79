import { dictLoaders } from "@kanya/client";
import { useMemo } from "react";
import { useApi } from "../providers";

/** The dictionary loaders of the signed-in client (query bar and form dictionaries). */
export function useDictLoaders() {
  const api = useApi();
  return useMemo(() => dictLoaders(api), [api]);
}
