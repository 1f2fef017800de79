// Validation rules of spec §5, once, for the forms and the server alike.
export { fillCellMessage } from "./cell-message.js";
export {
  CELL_PATTERN_PRESETS,
  type CellPatternPreset,
  type CellPatternResolution,
  REQUIRED_CELL_PATTERN,
  resolveCellPattern,
  UNIQUE_CELL_PATTERN,
} from "./cell-patterns.js";
export {
  CELL_BLUR_VALIDATION_DELAY_MS,
  type CellColumn,
  type CellError,
  type CellHandler,
  type CellRow,
  type CellRule,
  type CellValidationOptions,
  cellValidator,
  isEmptyCell,
  type TableValidation,
  validateCell,
  validateCellNow,
  validateTable,
} from "./cell-rules.js";
export { type ColumnStatistic, type ColumnStatisticOptions, columnStatistic } from "./column-statistics.js";
export { isDomainName, isIPv4Address } from "./domain-name.js";
export { isEmailAddress } from "./email.js";
export { defineFormRule, type FormRule } from "./form-rule.js";
export { type FormRuleName, formRules } from "./form-rules.js";
export { idCardCheckCharacter, isMainlandIdCard, type MainlandIdCardOptions } from "./id-card.js";
export {
  DEFAULT_VALIDATE_LOCALE,
  isValidateLocale,
  type ValidateLocale,
  type ValidateMessageKey,
  type ValidateMessageParams,
  validateMessage,
} from "./messages.js";
export { CELL_MOBILE_PATTERN, FORM_MOBILE_PATTERN } from "./mobile-patterns.js";
export { acceptNumberInput, parseNumberInput } from "./number-input.js";
export { isComplexPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password.js";
export {
  type CheckboxValue,
  checkboxGroup,
  type LengthBounds,
  requiredSelect,
  requiredText,
  type SelectionBounds,
  type SelectValue,
} from "./required-rules.js";
export { defineTextRule, type TextCheck, type TextRuleSpec } from "./text-rule.js";
export { isHttpUrl } from "./url.js";
export { type Violation, violationMessage } from "./violation.js";
