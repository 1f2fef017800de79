/** Rows an auto-sized textarea may take. */
export interface AutoSizeRows {
  minRows?: number;
  maxRows?: number;
}

/**
 * Fits a textarea's height to its text, between `minRows` and `maxRows` lines, and scrolls beyond.
 * Measures with the element itself (height 0 → `scrollHeight`) inside a layout effect, so nothing
 * flickers; heights are whole lines plus the element's own padding and border.
 */
export function fitTextareaHeight(
  element: HTMLTextAreaElement,
  { minRows = 1, maxRows }: AutoSizeRows,
): void {
  const style = getComputedStyle(element);
  const fontSize = Number.parseFloat(style.fontSize) || 14;
  const lineHeight = Number.parseFloat(style.lineHeight) || fontSize * 1.5714;
  const padding = px(style.paddingTop) + px(style.paddingBottom);
  const border = px(style.borderTopWidth) + px(style.borderBottomWidth);

  element.style.height = "0px";
  const content = element.scrollHeight - padding;
  const minHeight = minRows * lineHeight;
  const maxHeight =
    maxRows === undefined ? Number.POSITIVE_INFINITY : Math.max(maxRows, minRows) * lineHeight;
  const height = Math.min(Math.max(content, minHeight), maxHeight);
  element.style.height = `${Math.ceil(height + padding + (style.boxSizing === "border-box" ? border : 0))}px`;
  element.style.overflowY = content > maxHeight ? "auto" : "hidden";
}

function px(value: string): number {
  return Number.parseFloat(value) || 0;
}
