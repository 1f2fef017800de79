/** Default display width of the ellipsis widget (spec §9 "Ellipsis default length 25"). */
export const DEFAULT_ELLIPSIS_LENGTH = 25;

/**
 * Display width of a text (spec §5 "Text ellipsis"): an ASCII character counts 1, any other character 2
 * (a Han character is about two Latin letters wide). Characters are code points, so an emoji counts once.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of text) width += characterWidth(character);
  return width;
}

export interface Ellipsized {
  readonly text: string;
  /** True when the text was cut; the widget then shows the full text in a tooltip. */
  readonly truncated: boolean;
}

/**
 * The text as the ellipsis widget shows it: unchanged when its width is within `length`, otherwise the
 * longest start that fits, followed by … (the mark is not counted, as in JeecgBoot's cutStrByFullLength).
 */
export function ellipsis(text: string, length: number = DEFAULT_ELLIPSIS_LENGTH): Ellipsized {
  if (textWidth(text) <= length) return { text, truncated: false };
  let width = 0;
  let kept = "";
  for (const character of text) {
    width += characterWidth(character);
    if (width > length) break;
    kept += character;
  }
  return { text: `${kept}…`, truncated: true };
}

function characterWidth(character: string): number {
  // The original tested charCode <= 128, counting U+0080 as ASCII; Kanya counts ASCII exactly (<= 127).
  return (character.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
}
