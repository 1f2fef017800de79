/**
 * Menu URLs come from server data; only web addresses (http, https, or same-site paths) may become
 * links or iframes, so a `javascript:` URL stored in a menu row can never run in the console.
 */
export function isSafeMenuUrl(url: string | undefined): url is string {
  if (!url) return false;
  return /^https?:\/\//i.test(url) || (url.startsWith("/") && !url.startsWith("//"));
}
