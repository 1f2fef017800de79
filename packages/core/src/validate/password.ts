/** Spec §9: a password is 8 to 30 characters long. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** ASCII punctuation and symbols (JeecgBoot's set `~!@#$%^&*()_+`-={}:";'<>?,./` and the rest of it). */
const SPECIAL = /[!-/:-@[-`{-~]/;

/**
 * Spec §5's complexity rule for a new password: a digit, an upper- and a lower-case letter and an ASCII
 * special character, 8 to 30 characters (counted as code points). The console shows it as advice, as the
 * original does; the server's forgotten-password reset enforces it.
 */
export function isComplexPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    SPECIAL.test(password)
  );
}
