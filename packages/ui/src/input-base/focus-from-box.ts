import type { MouseEvent } from "react";

/** A press on a field box's padding or an affix puts the caret in its input, as clicking a native field does. */
export function focusInputFromBox(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest("input, textarea, button, a, [role=button]")) return;
  const field = event.currentTarget.querySelector<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
  if (!field || field.disabled) return;
  event.preventDefault();
  field.focus();
}
