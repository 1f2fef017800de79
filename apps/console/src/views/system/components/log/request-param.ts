/**
 * A logged request's parameters as the server records them (the query string, then the JSON body, one
 * space apart), laid out for reading: each part on its own line, JSON indented. Text that is neither stays.
 */
export function formatRequestParam(text: string | null | undefined): string {
  const value = (text ?? "").trim();
  if (value === "") return "";
  const whole = indentedJson(value);
  if (whole !== undefined) return whole;
  const body = value.search(/\s[[{]/);
  if (body > 0) {
    const json = indentedJson(value.slice(body + 1));
    if (json !== undefined) return `${value.slice(0, body)}\n${json}`;
  }
  return value;
}

function indentedJson(text: string): string | undefined {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}
