/** How many characters of a file name an upload cell shows (spec §9 "File names cut at 5 characters"). */
export const FILE_NAME_DISPLAY_LENGTH = 5;

/**
 * A file name as the upload cell shows it (spec §4): the first 5 characters then …, or the whole name
 * when it is no longer than that. Characters are code points, so a name is never cut inside an emoji.
 */
export function shortenFileName(name: string, length: number = FILE_NAME_DISPLAY_LENGTH): string {
  const characters = [...name];
  return characters.length > length ? `${characters.slice(0, length).join("")}…` : name;
}
