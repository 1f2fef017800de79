// The shared form rules of spec §5 without the rest of validate (cell rules, table validation, statistics):
// a sign-in page needs the rules its fields follow, not the grid's checks.
export { defineFormRule, type FormRule } from "../validate/form-rule.js";
export { type FormRuleName, formRules } from "../validate/form-rules.js";
export {
  DEFAULT_VALIDATE_LOCALE,
  isValidateLocale,
  type ValidateLocale,
} from "../validate/messages.js";
