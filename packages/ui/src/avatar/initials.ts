const han = /\p{Script=Han}/u;

/**
 * The letters an avatar shows when there is no picture: for a Chinese name its last two characters
 * (张三丰 → 三丰, as Chinese apps usually do), otherwise the first letters of the first and last words
 * (Ada Lovelace → AL).
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") return "";
  const characters = [...trimmed.replace(/\s+/g, "")];
  if (han.test(trimmed)) return characters.slice(-2).join("");
  const words = trimmed.split(/\s+/);
  const first = [...(words[0] ?? "")][0] ?? "";
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? "")][0] ?? "") : "";
  return (first + last).toUpperCase();
}
