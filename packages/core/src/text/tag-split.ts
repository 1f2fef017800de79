/** Characters per tag in the tags cell (spec §9 "Tag cell splits every 2 characters"). */
export const TAG_LENGTH = 2;
export const TAG_SEPARATOR = ";";

/**
 * The tags cell's value after a change (spec §4 "Tag cell"): existing semicolons are removed, then one is
 * re-inserted after every 2 characters, never at the end: `abcde` → `ab;cd;e`. Characters are code points
 * (JeecgBoot split UTF-16 units and could cut an emoji in half).
 */
export function insertTagSeparators(value: string): string {
  return splitTags(value).join(TAG_SEPARATOR);
}

/** The tags a value shows: its characters (semicolons ignored) in runs of 2. */
export function splitTags(value: string): string[] {
  const characters = [...value.replaceAll(TAG_SEPARATOR, "")];
  const tags: string[] = [];
  for (let i = 0; i < characters.length; i += TAG_LENGTH)
    tags.push(characters.slice(i, i + TAG_LENGTH).join(""));
  return tags;
}

/**
 * `insertTagSeparators` for an input being typed in, also moving the caret (a UTF-16 offset, as the DOM
 * gives it) to stay after the same character. JeecgBoot shifted it by the total number of separators.
 */
export function tagInputChange(value: string, caret: number): { value: string; caret: number } {
  const next = insertTagSeparators(value);
  // Count the characters (not separators) before the caret, then find the spot after as many in `next`.
  let before = 0;
  let offset = 0;
  for (const character of value) {
    if (offset >= caret) break;
    offset += character.length;
    if (character !== TAG_SEPARATOR) before++;
  }
  let nextCaret = 0;
  let seen = 0;
  for (const character of next) {
    if (seen === before) break;
    nextCaret += character.length;
    if (character !== TAG_SEPARATOR) seen++;
  }
  return { value: next, caret: nextCaret };
}
