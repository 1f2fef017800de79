import { isDomainName } from "./domain-name.js";

// RFC 5322 dot-atom: printable ASCII "atext" in dot-separated runs, no leading, trailing or double dot.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);

/**
 * An email address `local@domain`: the local part is an RFC 5322 dot-atom of at most 64 characters, the
 * domain a fully qualified domain name, the whole at most 254 characters (RFC 5321 limits). Quoted local
 * parts, IP-literal domains and non-ASCII addresses are refused: a back-office form wants a mailbox that
 * every mail system accepts.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.lastIndexOf("@");
  if (at < 1) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && isDomainName(domain);
}
