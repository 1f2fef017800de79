/** Runtime settings written by `public/kanya-config.js` before the bundle loads. */
interface KanyaRuntimeConfig {
  /** API base, e.g. `/jeecg-boot` or `https://api.example.com/jeecg-boot`. */
  apiBase?: string;
  /** Secret of JeecgBoot's X-Sign signature (`jeecg.signatureSecret`); default: JeecgBoot's public one. */
  signatureSecret?: string;
  /** Where stored files are served (default `<apiBase>/sys/common/static`). */
  staticDomain?: string;
  /** Image captcha at sign-in: `"auto"` (default: once the server asks), `"always"`/true, `"never"`/false. */
  loginCaptcha?: boolean | string;
  /** System name shown on the sign-in pages, in the browser tab and the header (default 牙科门店管理系统). */
  title?: string;
  /** The site's ICP filing number (备案号), shown under the sign-in pages; none shown when unset. */
  filingNumber?: string;
  /** Where the filing number links (default https://beian.miit.gov.cn/). */
  filingLink?: string;
  /** `zh-CN` (default) or `en-US`. */
  locale?: string;
}

interface Window {
  KANYA_CONFIG?: KanyaRuntimeConfig;
}
