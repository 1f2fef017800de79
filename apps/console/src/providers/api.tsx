import type { KanyaClient } from "@kanya/client";
import { createContext, useContext } from "react";

export const ApiContext = createContext<KanyaClient | null>(null);

/** The API client of the console (token and tenant come from the session on every request). */
export function useApi(): KanyaClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi() needs <ConsoleProviders> above it");
  return api;
}
