/**
 * Reads one parameter of a `?a=1&b=2` search string as `URLSearchParams` would (`+` is a space), without
 * depending on that Web API: core runs where only ECMAScript is promised. Malformed escapes read as absent.
 */
export function readQueryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [rawKey = "", ...rest] = pair.split("=");
    const key = decode(rawKey);
    if (key === name) return decode(rest.join("="));
  }
  return null;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}
