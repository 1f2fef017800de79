import { isDomainName, isIPv4Address } from "./domain-name.js";

// scheme :// host [:port] [/path | ?query | #fragment]; the scheme is case-insensitive (RFC 3986).
const HTTP_URL = /^https?:\/\/([^/?#:]*)(?::(\d*))?([/?#].*)?$/is;
// Whitespace and angle brackets never belong in a URL typed into a form (they mark pasted markup).
const FORBIDDEN = /[\s<>]/;

/**
 * An absolute http or https URL whose host is a domain name (`www.example.com`) or an IPv4 address
 * (`192.168.1.10`, common for intranet systems), with an optional port 1–65535 and any path, query and
 * fragment free of whitespace. User info (`user:pass@`) and IPv6 hosts are refused.
 */
export function isHttpUrl(text: string): boolean {
  if (FORBIDDEN.test(text)) return false;
  const match = HTTP_URL.exec(text);
  if (!match) return false;
  const [, host = "", port] = match;
  if (!isDomainName(host) && !isIPv4Address(host)) return false;
  if (port === undefined) return true;
  const portNumber = Number(port);
  return port !== "" && portNumber >= 1 && portNumber <= 65_535;
}
