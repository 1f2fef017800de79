/**
 * Fills the placeholders a server menu URL may carry, from named variables only.
 * JeecgBoot's Vue UI `eval`s `{{ … }}`; we never evaluate code. Recognised forms:
 * `{{ window._CONFIG['domianURL'] }}` (any `window._CONFIG[...]` key, or a bare name) and `${name}`.
 * Unknown names become empty strings so a broken URL is visible rather than executed.
 */
export function fillUrlPlaceholders(url: string, vars: Readonly<Record<string, string>>): string {
  return url
    .replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, expr: string) => vars[placeholderName(expr)] ?? "")
    .replace(/\$\{\s*([A-Za-z_][\w]*)\s*\}/g, (_, name: string) => vars[name] ?? "");
}

function placeholderName(expr: string): string {
  const configKey = /^window\._CONFIG\[\s*['"]([^'"]+)['"]\s*\]$/.exec(expr);
  return configKey?.[1] ?? expr;
}
