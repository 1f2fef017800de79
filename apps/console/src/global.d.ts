/** Runtime settings written by `public/kanya-config.js` before the bundle loads. */
interface KanyaRuntimeConfig {
  /** API base, e.g. `/jeecg-boot` or `https://api.example.com/jeecg-boot`. */
  apiBase?: string;
  /** System name shown in the browser tab and on the login page. */
  title?: string;
  /** `zh-CN` (default) or `en-US`. */
  locale?: string;
}

interface Window {
  KANYA_CONFIG?: KanyaRuntimeConfig;
}
