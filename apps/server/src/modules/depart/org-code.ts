/**
 * JeecgBoot's org codes (YouBianCodeUtil): each tree level adds three characters, a letter and two
 * digits — A01, A02 … A99, B01 … Z99 — so a child of A01 is A01A01, its next sibling A01A02.
 */
export const ORG_CODE_SEGMENT = 3;
const MAX_NUMBER = 99;

/** The code after `previous` among siblings under `parentCode` (the first child when there is none). */
export function nextOrgCode(parentCode: string, previous: string | null | undefined): string {
  if (!previous) return `${parentCode}A01`;
  const segment = previous.slice(-ORG_CODE_SEGMENT);
  const match = /^([A-Z])(\d{2})$/.exec(segment);
  if (!match) throw new Error(`Not an org code segment: ${segment}`);
  const [, letter = "A", digits = "0"] = match;
  const number = Number(digits);
  if (number < MAX_NUMBER) return `${parentCode}${letter}${String(number + 1).padStart(2, "0")}`;
  // JeecgBoot would append a level after Z99 (Z99A01), which breaks the one-level-per-segment rule.
  if (letter === "Z") return "";
  return `${parentCode}${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** The tree level of a code: "1" for A01, "2" for A01A05 (sys_depart.org_type). */
export function orgLevel(orgCode: string): number {
  return Math.max(1, Math.floor(orgCode.length / ORG_CODE_SEGMENT));
}
