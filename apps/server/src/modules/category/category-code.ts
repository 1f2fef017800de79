/**
 * JeecgBoot's category codes (YouBianCodeUtil): each level adds three characters, a letter and two digits,
 * `A01` … `A99`, `B01` … `Z99`. A root is `A01`; the first child of `A01` is `A01A01`.
 */
const LEVEL_LENGTH = 3;

/** The code after `last` on the same level, or the first code under `parentCode` when there is none. */
export function nextCategoryCode(parentCode: string, lastSibling: string | undefined): string {
  if (!lastSibling) return `${parentCode}A01`;
  const tail = lastSibling.slice(-LEVEL_LENGTH);
  const match = /^([A-Z])(\d{2})$/.exec(tail);
  if (!match) return `${parentCode}A01`;
  const [, letter = "A", digits = "00"] = match;
  const number = Number(digits);
  if (number < 99) return `${parentCode}${letter}${String(number + 1).padStart(2, "0")}`;
  if (letter === "Z") throw new Error("分类编码已用尽");
  return `${parentCode}${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** Orders level codes as the generator counts them (A99 before B01). */
export function compareCategoryCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
