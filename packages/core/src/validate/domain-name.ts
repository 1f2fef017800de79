// Letters, digits and hyphens, 1–63 long, no hyphen at either end (RFC 1123).
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain is alphabetic, or an internationalised one in its punycode (xn--) form.
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * A fully qualified ASCII domain name with at least two labels (`example.com`). Internationalised names
 * are accepted in their punycode form only; `localhost` and trailing dots are not domain names here.
 * Shared by the email and URL rules so both read a host the same way.
 */
export function isDomainName(host: string): boolean {
  const labels = host.split(".");
  const topLevel = labels[labels.length - 1];
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    topLevel !== undefined &&
    TOP_LEVEL.test(topLevel)
  );
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** A dotted-quad IPv4 address without leading zeros (`192.168.1.10`). */
export function isIPv4Address(host: string): boolean {
  return IPV4.test(host);
}
