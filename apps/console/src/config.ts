export type LocaleTag = "zh-CN" | "en-US";

/** The site's ICP filing (备案号), shown on the sign-in pages and linked to the filing register. */
export interface FilingConfig {
  number: string;
  link: string;
}

/** Whether the sign-in form shows JeecgBoot's image captcha. */
export type CaptchaMode = "auto" | "always" | "never";

export interface ConsoleConfig {
  apiBase: string;
  /**
   * Secret of JeecgBoot's `X-Sign` request signature (its `jeecg.signatureSecret`); undefined: JeecgBoot's
   * public default, which Kanya's server also uses unless `SIGNATURE_SECRET` is set.
   */
  signatureSecret: string | undefined;
  /** Where stored files are served: relative file paths (avatars, uploads) are prefixed with it (spec §7). */
  staticDomain: string;
  /** `auto`: shown once the server asks for it (JeecgBoot with captcha on, Kanya with LOGIN_CAPTCHA=1). */
  loginCaptcha: CaptchaMode;
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
  const apiBase = runtime?.apiBase?.trim() || buildTimeBase || DEFAULT_API_BASE;
  return {
    apiBase,
    signatureSecret: runtime?.signatureSecret?.trim() || undefined,
    staticDomain: (runtime?.staticDomain?.trim() || `${apiBase}/sys/common/static`).replace(/\/+$/, ""),
    loginCaptcha: captchaMode(runtime?.loginCaptcha),
    title: runtime?.title?.trim() || undefined,
    filing: filingNumber ? { number: filingNumber, link: webLink(runtime?.filingLink) } : undefined,
    locale: runtime?.locale === "en-US" ? "en-US" : "zh-CN",
  };
}

function captchaMode(value: boolean | string | undefined): CaptchaMode {
  if (value === true || value === "always") return "always";
  if (value === false || value === "never") return "never";
  return "auto";
}

/**
 * The address of a stored file: a path the server answered (`temp/a_1690000000000.png`) under the static
 * domain, an address that already starts with http(s) as it is (JeecgBoot's `getFileAccessHttpUrl`).
 */
export function staticFileUrl(
  path: string,
  { staticDomain }: Pick<ConsoleConfig, "staticDomain"> = config,
): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${staticDomain}/${path.replace(/^\/+/, "")}`;
}

/** Only an http(s) address becomes a link; anything else (a typo, `javascript:`) falls back to the register. */
function webLink(value: string | undefined): string {
  const link = value?.trim() ?? "";
  return /^https?:\/\/[^\s/]/i.test(link) ? link : DEFAULT_FILING_LINK;
}

export const config: ConsoleConfig = readConfig();
