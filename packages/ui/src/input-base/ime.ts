import type { KeyboardEvent } from "react";

/**
 * True while an input method (pinyin, wubi, …) is composing: Enter then confirms a candidate and the
 * arrow keys move in the candidate list, so a component must not act on them. Safari sends keyCode 229
 * with `isComposing` already false on the keydown that ends composition, hence both checks.
 */
export function isComposingKey(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * Full-width ASCII (as typed with a Chinese input method in full-width mode, e.g. `１２．５`) turned
 * into half-width, and the ideographic full stop `。` (what `.` gives in Chinese punctuation mode)
 * into `.`; used by number inputs so Chinese keyboards type numbers as they expect.
 */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/。/g, ".");
}

/** Characters as people count them: code points, so a CJK character or an emoji counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
