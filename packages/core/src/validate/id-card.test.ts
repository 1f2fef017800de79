import { describe, expect, it } from "vitest";
import { formRules, idCardCheckCharacter, isMainlandIdCard } from "./index.js";

const NOW = Date.UTC(2024, 5, 1);

describe("mainland ID card (spec §5: 15 or 18 digits)", () => {
  it("by shape: 15 digits, or 17 digits and a digit or X", () => {
    expect(isMainlandIdCard("110105194912310")).toBe(true);
    expect(isMainlandIdCard("11010519491231002X")).toBe(true);
    expect(isMainlandIdCard("110105194912310021")).toBe(true); // wrong check digit: shape only
    expect(isMainlandIdCard("11010519491231002")).toBe(false);
    expect(isMainlandIdCard("1101051949123100211")).toBe(false);
  });

  it("strict: the ISO 7064 MOD 11-2 check character of 18-digit numbers", () => {
    expect(idCardCheckCharacter("11010519491231002")).toBe("X");
    expect(isMainlandIdCard("11010519491231002X", { strict: true, now: NOW })).toBe(true);
    expect(isMainlandIdCard("11010519491231002x", { strict: true, now: NOW })).toBe(true);
    expect(isMainlandIdCard("110105194912310021", { strict: true, now: NOW })).toBe(false);
    const first17 = "44030120000229123";
    expect(isMainlandIdCard(first17 + idCardCheckCharacter(first17), { strict: true, now: NOW })).toBe(true);
  });

  it("strict: a real birth date, not in the future, not before 1800", () => {
    const withCheck = (first17: string) => first17 + idCardCheckCharacter(first17);
    expect(isMainlandIdCard(withCheck("44030119990229123"), { strict: true, now: NOW })).toBe(false); // not a leap year
    expect(isMainlandIdCard(withCheck("44030120000431123"), { strict: true, now: NOW })).toBe(false);
    expect(isMainlandIdCard(withCheck("44030120240602123"), { strict: true, now: NOW })).toBe(false); // tomorrow
    expect(isMainlandIdCard(withCheck("44030120240601123"), { strict: true, now: NOW })).toBe(true); // today
    expect(isMainlandIdCard(withCheck("44030117991231123"), { strict: true, now: NOW })).toBe(false);
    expect(isMainlandIdCard(withCheck("04030120000101123"), { strict: true, now: NOW })).toBe(false); // region 0
  });

  it("strict: 15-digit numbers (no check digit) need a real 19yy date", () => {
    expect(isMainlandIdCard("110105491231002", { strict: true, now: NOW })).toBe(true);
    expect(isMainlandIdCard("110105490229002", { strict: true, now: NOW })).toBe(false);
    expect(isMainlandIdCard("110105480229002", { strict: true, now: NOW })).toBe(true);
  });

  it("the form offers both rules with the same message", () => {
    expect(formRules.idCard.validate("110105194912310021")).toBeUndefined();
    expect(formRules.idCardStrict.validate("110105194912310021")).toBe("请输入正确的身份证号码");
    expect(formRules.idCardStrict.validate("11010519491231002X")).toBeUndefined();
  });
});
