export type LocaleTag = "zh-CN" | "en-US";

export interface ConsoleConfig {
  apiBase: string;
  /** Overrides the catalog's system name when set. */
  title: string | undefined;
  locale: LocaleTag;
}

const DEFAULT_API_BASE = "/jeecg-boot";

/**
 * Settings in order of precedence: `window.KANYA_CONFIG` (runtime, so one build serves any server),
 * then `VITE_API_BASE` baked in at build time, then the JeecgBoot default.
 */
export function readConfig(
  runtime: KanyaRuntimeConfig | undefined = globalThis.window?.KANYA_CONFIG,
): ConsoleConfig {
  const buildTimeBase = import.meta.env.VITE_API_BASE as string | undefined;
  return {
    apiBase: runtime?.apiBase || buildTimeBase || DEFAULT_API_BASE,
    title: runtime?.title || undefined,
    locale: runtime?.locale === "en-US" ? "en-US" : "zh-CN",
  };
}

export const config: ConsoleConfig = readConfig();
