import { BusinessError } from "../../http/errors";

/** One step of a check rule: `digits` characters (or `*`, the whole value) must match `pattern`. */
export interface CheckRuleStep {
  readonly digits: string;
  readonly pattern: string;
  readonly message: string;
}

/** What a failed check answers (JeecgBoot's error object). */
export interface CheckFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

const MAX_STEPS = 50;
const MAX_PATTERN_LENGTH = 500;
/** Values are codes; a bound keeps any pattern's matching time bounded too. */
export const MAX_CHECK_VALUE_LENGTH = 256;
// A quantified group that itself holds a quantifier, e.g. `(a+)+`: the classic catastrophic backtracking.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)\s*(?:[*+]|\{\d*,)/;

/**
 * Reads a rule's JSON (`[{digits, pattern, message}]`) and compiles every pattern, so a rule that cannot
 * run is refused when saved, with a message naming the problem.
 */
export function parseCheckRuleJson(text: string): CheckRuleStep[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BusinessError("规则JSON格式不正确，应为 [{digits, pattern, message}] 数组");
  }
  if (!Array.isArray(value) || value.length === 0) {
    throw new BusinessError("规则JSON格式不正确，应为 [{digits, pattern, message}] 数组");
  }
  if (value.length > MAX_STEPS) throw new BusinessError(`规则最多${MAX_STEPS}条`);
  return value.map((item, index) => {
    const where = `第${index + 1}条规则`;
    if (typeof item !== "object" || item === null) throw new BusinessError(`${where}格式不正确`);
    const { digits, pattern, message } = item as Record<string, unknown>;
    const digitsText = typeof digits === "number" ? String(digits) : digits;
    if (typeof digitsText !== "string" || !(digitsText === "*" || /^[1-9]\d{0,2}$/.test(digitsText))) {
      throw new BusinessError(`${where}的位数(digits)只能是 * 或正整数`);
    }
    if (typeof pattern !== "string" || pattern === "")
      throw new BusinessError(`${where}缺少正则表达式(pattern)`);
    if (pattern.length > MAX_PATTERN_LENGTH) throw new BusinessError(`${where}的正则表达式过长`);
    if (NESTED_QUANTIFIER.test(pattern)) {
      throw new BusinessError(`${where}的正则表达式含有嵌套量词，可能导致校验极慢，请改写`);
    }
    compile(pattern, where);
    if (message !== undefined && message !== null && typeof message !== "string") {
      throw new BusinessError(`${where}的提示(message)必须是文本`);
    }
    return { digits: digitsText, pattern, message: (message as string | undefined) ?? "" };
  });
}

/**
 * JeecgBoot's SysCheckRuleServiceImpl.checkValue: the steps run in order; a numbered step checks the next
 * `digits` characters (fewer at the end of the value, none past it), `*` checks the whole value and does
 * not move on. The first failing step is answered; null when all pass. Patterns must match whole.
 */
export function checkValue(steps: readonly CheckRuleStep[], value: string): CheckFailure | null {
  if (value === "") return null;
  if (value.length > MAX_CHECK_VALUE_LENGTH)
    throw new BusinessError(`校验的值过长，最多${MAX_CHECK_VALUE_LENGTH}个字符`);
  let beginIndex = 0;
  for (const step of steps) {
    let checked: string;
    let range: { beginIndex: number; endIndex: number } | undefined;
    if (step.digits === "*") {
      checked = value;
    } else {
      const endIndex = Math.min(beginIndex + Number(step.digits), value.length);
      checked = beginIndex > endIndex ? "" : value.slice(beginIndex, endIndex);
      range = { beginIndex, endIndex };
      beginIndex += Number(step.digits);
    }
    if (!compile(step.pattern, "规则").test(checked)) {
      return {
        digits: step.digits,
        pattern: step.pattern,
        message: step.message,
        ...range,
        checkValue: checked,
        passed: false,
      };
    }
  }
  return null;
}

function compile(pattern: string, where: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    throw new BusinessError(`${where}的正则表达式不正确：${pattern}`);
  }
}
