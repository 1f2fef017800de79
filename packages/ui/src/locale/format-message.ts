import type { MessageVars } from "./messages";

/** Replaces `{name}` with `vars.name`; unknown placeholders stay visible so a missing value is noticed. */
export function formatMessage(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}
