// Differential tests against validator.js (dev-only oracle): where a rule means the same as a validator
// function, both must agree on generated and hand-picked input; where Kanya deliberately differs, the
// difference is asserted here, so it is documented and cannot drift.
import fc from "fast-check";
import validator from "validator";
import { describe, expect, it } from "vitest";
import {
  CELL_PATTERN_PRESETS,
  formRules,
  idCardCheckCharacter,
  isEmailAddress,
  isHttpUrl,
  isMainlandIdCard,
} from "./index.js";

const RUNS = { numRuns: 300 };
const passes = (rule: keyof typeof formRules) => (text: string) =>
  formRules[rule].validate(text) === undefined;
/** Strings assembled from parts, so both oracles see near-misses rather than noise. */
const assembled = (...parts: readonly (readonly string[])[]) =>
  fc.tuple(...parts.map((choices) => fc.constantFrom(...choices))).map((chosen) => chosen.join(""));

describe("email ≡ validator.isEmail", () => {
  it("agrees on generated RFC addresses", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => isEmailAddress(email) === validator.isEmail(email)),
      RUNS,
    );
  });

  it("agrees on near-misses", () => {
    const email = assembled(
      ["a", "li.lei", "a+tag", "a_b", "a-b", "a!b", "a..b", ".a", "a.", "a b", "", "x".repeat(65)],
      ["@", "", "@@"],
      [
        "example.com",
        "a.cn",
        "xn--fiqs8s.cn",
        "a-.com",
        "-a.com",
        "a.c",
        "1.2.3.4",
        "[1.2.3.4]",
        "a_b.com",
        "localhost",
        "example.com.",
        "a.123",
      ],
    );
    fc.assert(
      fc.property(email, (text) => isEmailAddress(text) === validator.isEmail(text)),
      RUNS,
    );
  });

  it("differs on purpose: no quoted local parts, no non-ASCII addresses", () => {
    for (const text of ['"li lei"@example.com', "用户@example.com", "user@例子.中国"]) {
      expect(validator.isEmail(text), text).toBe(true);
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});

describe("http URL ≡ validator.isURL (http/https, protocol required, no auth)", () => {
  const isURL = (text: string) =>
    validator.isURL(text, {
      protocols: ["http", "https"],
      require_protocol: true,
      require_valid_protocol: true,
      disallow_auth: true,
    });

  it("both accept generated web URLs", () => {
    // fc.webUrl/webSegment build a full-Unicode percent-encoder on first use (over a second); RFC 3986
    // path, query and fragment characters plus a few encoded ones cover the same ground quickly.
    const uriText = fc.string({
      unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?", "%20", "%E4%B8%AD"),
      maxLength: 12,
    });
    const url = fc
      .tuple(
        fc.constantFrom("http://", "https://"),
        fc.domain(),
        uriText,
        fc.option(uriText),
        fc.option(uriText),
      )
      .map(
        ([scheme, host, path, query, fragment]) =>
          `${scheme}${host}/${path}${query === null ? "" : `?${query}`}${fragment === null ? "" : `#${fragment}`}`,
      );
    fc.assert(
      fc.property(url, (text) => isHttpUrl(text) && isURL(text)),
      RUNS,
    );
  });

  it("agrees on near-misses", () => {
    const url = assembled(
      ["http://", "https://", "HTTP://", "ftp://", "http:/", "http//", "", "mailto:"],
      ["", "user@", "u:p@"],
      [
        "example.com",
        "a.b.cn",
        "www.xn--fiqs8s.cn",
        "localhost",
        "-a.com",
        "a-.com",
        "a..com",
        "a_b.com",
        "192.168.1.10",
        "256.1.1.1",
        "1.2.3",
        "a.c",
        "a.123",
        "example.com.",
        "ex ample.com",
      ],
      ["", ":80", ":65535", ":65536", ":0", ":x"],
      ["", "/", "/a/b", "/a b", "?q=1", "#top", "/<x>", "/%E4%B8%AD", "/中文", "?a=b&c=d#f"],
    );
    fc.assert(
      fc.property(url, (text) => isHttpUrl(text) === isURL(text)),
      RUNS,
    );
  });

  it("differs on purpose: no IPv6 or non-ASCII hosts, no empty port", () => {
    for (const text of ["http://[::1]/", "http://中国.cn", "http://example.com:/a"]) {
      expect(isURL(text), text).toBe(true);
      expect(isHttpUrl(text), text).toBe(false);
    }
  });
});

describe("the other rules that have a validator.js twin", () => {
  const digitsOrLetters = fc.string({
    unit: fc.constantFrom("0", "1", "9", "a", "Z", "_", "-", "+", " ", "中"),
    maxLength: 55,
  });

  it("natural number ≡ isNumeric({ no_symbols })", () => {
    fc.assert(
      fc.property(
        digitsOrLetters,
        (text) =>
          passes("naturalNumber")(text) === (text === "" || validator.isNumeric(text, { no_symbols: true })),
      ),
      RUNS,
    );
  });

  it("English letters ≡ isAlpha('en-US')", () => {
    fc.assert(
      fc.property(
        digitsOrLetters,
        (text) => passes("englishLetters")(text) === (text === "" || validator.isAlpha(text, "en-US")),
      ),
      RUNS,
    );
  });

  it("up to 20 letters or digits and ID number (up to 50) ≡ isAlphanumeric + isLength", () => {
    const alnum = (max: number) => (text: string) =>
      text === "" || (validator.isAlphanumeric(text, "en-US") && validator.isLength(text, { max }));
    fc.assert(
      fc.property(digitsOrLetters, (text) => passes("alphanumericUpTo20")(text) === alnum(20)(text)),
      RUNS,
    );
    fc.assert(
      fc.property(digitsOrLetters, (text) => passes("idNumber")(text) === alnum(50)(text)),
      RUNS,
    );
  });

  it("up to 255 characters ≡ isLength({ max: 255 }), except variation selectors", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "中", "😀", "\n"), minLength: 250, maxLength: 260 });
    fc.assert(
      fc.property(
        text,
        (value) => passes("upTo255Characters")(value) === validator.isLength(value, { max: 255 }),
      ),
      RUNS,
    );
    // validator does not count U+FE0F (emoji presentation); Kanya counts every code point, as databases do.
    const withSelector = `${"a".repeat(255)}\uFE0F`;
    expect(validator.isLength(withSelector, { max: 255 })).toBe(true);
    expect(passes("upTo255Characters")(withSelector)).toBe(false);
  });

  it("cell preset z ≡ isInt({ allow_leading_zeroes })", () => {
    const integer = assembled(["", "+", "-", "--"], ["0", "007", "12", "", "1.5", "1e3", " 1"]);
    fc.assert(
      fc.property(
        integer,
        (text) => CELL_PATTERN_PRESETS.z(text) === validator.isInt(text, { allow_leading_zeroes: true }),
      ),
      RUNS,
    );
  });

  it("cell preset n implies isFloat; validator also takes 1., .5 and exponents", () => {
    const number = assembled(["", "+", "-"], ["0", "12", "", "."], ["", ".", ".5", ".25"], ["", "e3"]);
    fc.assert(
      fc.property(number, (text) => !CELL_PATTERN_PRESETS.n(text) || validator.isFloat(text)),
      RUNS,
    );
    for (const text of ["1.", ".5", "1e3"]) {
      expect(validator.isFloat(text), text).toBe(true);
      expect(CELL_PATTERN_PRESETS.n(text), text).toBe(false);
    }
  });

  it("cell preset m ≡ isMobilePhone('zh-CN') on bare numbers starting with 1", () => {
    const mobile = fc.stringMatching(/^1\d{9,11}$/);
    fc.assert(
      fc.property(mobile, (text) => CELL_PATTERN_PRESETS.m(text) === validator.isMobilePhone(text, "zh-CN")),
      RUNS,
    );
    // validator also takes a +86/0086 prefix and 92x/98x numbers; the preset is the spec's bare 1[3-9] + 9.
    for (const text of ["+8613800138000", "008613800138000", "92012345678"]) {
      expect(validator.isMobilePhone(text, "zh-CN"), text).toBe(true);
      expect(CELL_PATTERN_PRESETS.m(text), text).toBe(false);
    }
  });

  it("cell preset p: a validator postcode not starting with 0 is a preset postcode; 0xxxxx differs on purpose", () => {
    const postcode = fc.stringMatching(/^\d{6}$/);
    fc.assert(
      fc.property(
        postcode,
        (text) =>
          !(validator.isPostalCode(text, "CN") && !text.startsWith("0")) || CELL_PATTERN_PRESETS.p(text),
      ),
      RUNS,
    );
    expect(validator.isPostalCode("010000", "CN")).toBe(true);
    expect(CELL_PATTERN_PRESETS.p("010000")).toBe(false);
  });

  it("strict ID card ≡ isIdentityCard('zh-CN') for listed regions", () => {
    const first17 = fc
      .tuple(
        fc.constantFrom("11", "31", "44", "65"),
        fc.stringMatching(/^\d{4}$/),
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.stringMatching(/^\d{3}$/),
      )
      .map(([region, area, year, month, day, sequence]) =>
        [region, area, year, String(month).padStart(2, "0"), String(day).padStart(2, "0"), sequence].join(""),
      );
    const card = fc
      .tuple(first17, fc.boolean(), fc.constantFrom(..."0123456789X"))
      .map(([digits, valid, other]) => digits + (valid ? idCardCheckCharacter(digits) : other));
    const short = fc.tuple(first17, fc.boolean()).map(([digits]) => digits.slice(0, 6) + digits.slice(8, 17));
    fc.assert(
      fc.property(
        fc.oneof(card, short),
        (text) => isMainlandIdCard(text, { strict: true }) === validator.isIdentityCard(text, "zh-CN"),
      ),
      RUNS,
    );
    // validator also checks a list of province codes; Kanya does not keep one (divisions change).
    const unlisted = `9901051949123100${"2"}`;
    expect(validator.isIdentityCard(unlisted + idCardCheckCharacter(unlisted), "zh-CN")).toBe(false);
    expect(isMainlandIdCard(unlisted + idCardCheckCharacter(unlisted), { strict: true })).toBe(true);
  });
});
