import { isEmailAddress } from "./email.js";
import { isMainlandIdCard } from "./id-card.js";
import { FORM_MOBILE_PATTERN } from "./mobile-patterns.js";
import { codePointLength, defineTextRule, matches } from "./text-rule.js";
import { isHttpUrl } from "./url.js";

/**
 * The shared form rules of spec §5, each with both faces (`validate`, `action`, `schema`). Rules that do
 * not say "required" let an empty value pass; pair them with `requiredText()` when the field is mandatory.
 * Where the original product's regular expression was broken, the spec's wording wins (noted per rule).
 */
export const formRules = {
  /** Required; 1, then 3/4/5/7/8, then 9 digits. */
  mobile: /* @__PURE__ */ defineTextRule({
    required: { key: "mobileRequired" },
    checks: [/* @__PURE__ */ matches(FORM_MOBILE_PATTERN, { key: "mobileInvalid" })],
  }),

  /**
   * Required; letters, digits and underscores; 4 to 18 characters. The message says 6 to 18: the spec
   * keeps both readings (the original accepted 4–18 under that message), so Kanya does too.
   */
  username: /* @__PURE__ */ defineTextRule({
    required: { key: "usernameRequired" },
    checks: [
      /* @__PURE__ */ matches(/^[A-Za-z0-9_]+$/, { key: "usernameCharacters" }),
      { test: (text) => text.length >= 4 && text.length <= 18, violation: { key: "usernameLength" } },
    ],
  }),

  /** Optional; a valid address (see `isEmailAddress`). */
  email: /* @__PURE__ */ defineTextRule({
    checks: [{ test: isEmailAddress, violation: { key: "emailInvalid" } }],
  }),

  /** Digits only (0, 7, 007…). */
  naturalNumber: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^\d+$/, { key: "naturalNumber" })],
  }),

  /** English letters only. The original's `^.[A-Za-z]+$` let any first character through; fixed. */
  englishLetters: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^[A-Za-z]+$/, { key: "englishLetters" })],
  }),

  /**
   * 3- or 4-digit area code, dash, 7 or 8 digits. The original's `^\d{3}-\d{7,8}|\d{4}-\d{7,8}$`
   * anchored only one side of each alternative; this one is anchored and grouped.
   */
  landline: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^\d{3,4}-\d{7,8}$/, { key: "landline" })],
  }),

  /** 10 to 20 digits, not starting with 0. */
  bankCard: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^[1-9]\d{9,19}$/, { key: "bankCard" })],
  }),

  /** A certificate number: up to 50 letters or digits. */
  idNumber: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^[A-Za-z0-9]{1,50}$/, { key: "idNumber" })],
  }),

  /** Mainland ID card by shape: 15 digits, or 17 digits and a digit or X. */
  idCard: /* @__PURE__ */ defineTextRule({
    checks: [{ test: (text) => isMainlandIdCard(text), violation: { key: "idCard" } }],
  }),

  /** Opt-in strict ID card: also a real birth date and, for 18 digits, the ISO 7064 check character. */
  idCardStrict: /* @__PURE__ */ defineTextRule({
    checks: [{ test: (text) => isMainlandIdCard(text, { strict: true }), violation: { key: "idCard" } }],
  }),

  /** QQ number: 5 to 12 digits, not starting with 0. */
  qq: /* @__PURE__ */ defineTextRule({ checks: [/* @__PURE__ */ matches(/^[1-9]\d{4,11}$/, { key: "qq" })] }),

  /** A web address starting with http:// or https:// (see `isHttpUrl`). */
  httpUrl: /* @__PURE__ */ defineTextRule({ checks: [{ test: isHttpUrl, violation: { key: "httpUrl" } }] }),

  /** Up to 20 letters or digits. */
  alphanumericUpTo20: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^[A-Za-z0-9]{1,20}$/, { key: "alphanumericUpTo20" })],
  }),

  /**
   * 2 to 100 Chinese (Han) or English letters or spaces (ASCII or ideographic), counted in code points.
   * The original's class also let `*` and tabs/line breaks through; the spec says letters or spaces.
   */
  lettersAndSpaces2To100: /* @__PURE__ */ defineTextRule({
    checks: [
      /* @__PURE__ */ matches(/^[A-Za-z\p{Script=Han} \u3000]{2,100}$/u, { key: "lettersAndSpaces2To100" }),
    ],
  }),

  /** Digits and line breaks (LF or CRLF) only. The original also let `*` through; fixed. */
  digitsAndLineBreaks: /* @__PURE__ */ defineTextRule({
    checks: [/* @__PURE__ */ matches(/^[0-9\r\n]+$/, { key: "digitsAndLineBreaks" })],
  }),

  /** Up to 255 characters of any kind, line breaks included, counted in code points. */
  upTo255Characters: /* @__PURE__ */ defineTextRule({
    checks: [{ test: (text) => codePointLength(text) <= 255, violation: { key: "upTo255Characters" } }],
  }),
};

export type FormRuleName = keyof typeof formRules;
