const SHAPE = /^(?:\d{15}|\d{17}[\dXx])$/;
const STRICT_18 = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
const STRICT_15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;
// GB 11643 / ISO 7064 MOD 11-2 weights and check characters.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = "10X98765432";
/** Earliest birth year accepted by the strict rule; anything older is a typing error, not a person. */
const EARLIEST_BIRTH_YEAR = 1800;

export interface MainlandIdCardOptions {
  /**
   * Also require a real birth date (on the calendar, from 1800, not after today; 19yy for 15-digit
   * cards), a non-zero region digit and, for 18-digit cards, the ISO 7064 MOD 11-2 check character.
   * Region codes are not checked against a list: divisions change and a stale list would refuse people.
   */
  readonly strict?: boolean;
  /** "Today" for the strict rule, as epoch milliseconds (UTC calendar date); default now. */
  readonly now?: number;
}

/**
 * A mainland China resident ID card number: 15 digits, or 17 digits and a digit or X (either case, as
 * people type it). Without `strict`, only the shape is checked, as the spec's rule states.
 */
export function isMainlandIdCard(text: string, { strict = false, now }: MainlandIdCardOptions = {}): boolean {
  if (!strict) return SHAPE.test(text);
  const isBirthDate = (year: number, month: number, day: number) =>
    isRealDate(year, month, day) && Date.UTC(year, month - 1, day) <= (now ?? Date.now());
  const long = STRICT_18.exec(text);
  if (long) {
    const [, year = "", month = "", day = ""] = long;
    return (
      isBirthDate(Number(year), Number(month), Number(day)) &&
      checkCharacter(text) === text[17]?.toUpperCase()
    );
  }
  const short = STRICT_15.exec(text);
  if (short) {
    const [, year = "", month = "", day = ""] = short;
    return isBirthDate(1900 + Number(year), Number(month), Number(day));
  }
  return false;
}

/** The 18th character an 18-digit number must end with, computed from its first 17 digits. */
export function idCardCheckCharacter(first17Digits: string): string {
  return checkCharacter(first17Digits);
}

function checkCharacter(digits: string): string {
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += Number(digits[index]) * weight;
  });
  return CHECK_CHARACTERS[sum % 11] ?? "";
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving gaps.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}
