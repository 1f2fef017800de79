export type LocaleTag = "zh-CN" | "en-US";

/** The site's ICP filing (备案号), shown on the sign-in pages and linked to the filing register. */
export interface FilingConfig {
  number: string;
  link: string;
}

export interface ConsoleConfig {
  apiBase: string;
  /** Overrides the catalog's system name (sign-in title, browser tab, header) when set. */
  title: string | undefined;
  /** Shown only when a filing number is configured: a made-up one would be worse than none. */
  filing: FilingConfig | undefined;
  locale: LocaleTag;
}

const DEFAULT_API_BASE = "/jeecg-boot";
/** The MIIT register where every ICP filing number can be looked up. */
export const DEFAULT_FILING_LINK = "https://beian.miit.gov.cn/";

/**
 * Settings in order of precedence: `window.KANYA_CONFIG` (runtime, so one build serves any server and any
 * brand), then `VITE_API_BASE` baked in at build time, then the defaults.
 */
export function readConfig(
  runtime: KanyaRuntimeConfig | undefined = globalThis.window?.KANYA_CONFIG,
): ConsoleConfig {
  const buildTimeBase = import.meta.env.VITE_API_BASE as string | undefined;
  const filingNumber = runtime?.filingNumber?.trim();
  return {
    apiBase: runtime?.apiBase || buildTimeBase || DEFAULT_API_BASE,
    title: runtime?.title?.trim() || undefined,
    filing: filingNumber ? { number: filingNumber, link: webLink(runtime?.filingLink) } : undefined,
    locale: runtime?.locale === "en-US" ? "en-US" : "zh-CN",
  };
}

/** Only an http(s) address becomes a link; anything else (a typo, `javascript:`) falls back to the register. */
function webLink(value: string | undefined): string {
  const link = value?.trim() ?? "";
  return /^https?:\/\/[^\s/]/i.test(link) ? link : DEFAULT_FILING_LINK;
}

export const config: ConsoleConfig = readConfig();
