import {
  DEFAULT_VALIDATE_LOCALE,
  type ValidateLocale,
  type ValidateMessageKey,
  type ValidateMessageParams,
  validateMessage,
} from "./messages.js";

/** Why a value failed, without words: the server can log or map it, the form shows `violationMessage`. */
export interface Violation {
  readonly key: ValidateMessageKey;
  readonly params?: ValidateMessageParams;
}

export function violationMessage(
  violation: Violation,
  locale: ValidateLocale = DEFAULT_VALIDATE_LOCALE,
): string {
  return validateMessage(violation.key, violation.params, locale);
}
