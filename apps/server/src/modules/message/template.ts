/**
 * Fills a message template's `${name}` placeholders from the data; a placeholder without data stays as
 * written. For rich-text templates each value is HTML-escaped first (the result is sanitized again anyway).
 */
export function fillTemplate(
  template: string,
  data: Readonly<Record<string, unknown>>,
  html: boolean,
): string {
  return template.replace(/\$\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}/g, (whole, name: string) => {
    if (!Object.hasOwn(data, name)) return whole;
    const value = data[name];
    const text =
      value === null || value === undefined
        ? ""
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
    return html ? escapeHtml(text) : text;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
