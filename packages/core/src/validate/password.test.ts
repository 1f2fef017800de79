import { describe, expect, it } from "vitest";
import { isComplexPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password.js";

describe("isComplexPassword (spec §5)", () => {
  it("accepts a digit, both cases and a special character within 8 to 30 characters", () => {
    expect(isComplexPassword("Abc#1234")).toBe(true);
    expect(isComplexPassword(`Aa1~${"x".repeat(PASSWORD_MAX_LENGTH - 4)}`)).toBe(true);
  });

  it("refuses a password missing any one of the four kinds", () => {
    for (const password of ["abc#12345", "ABC#12345", "Abcd#efgh", "Abcd12345"])
      expect(isComplexPassword(password), password).toBe(false);
  });

  it("refuses lengths outside 8 to 30, counting characters rather than UTF-16 units", () => {
    expect(isComplexPassword("Ab#1234")).toBe(false);
    expect(isComplexPassword(`Aa1~${"x".repeat(PASSWORD_MAX_LENGTH - 3)}`)).toBe(false);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    // Three astral characters make this 10 UTF-16 units but only 7 characters.
    expect(isComplexPassword("A1#a😀😀😀")).toBe(false);
  });

  it("counts only ASCII symbols as special: a Chinese character is not one", () => {
    expect(isComplexPassword("Abc12345中")).toBe(false);
  });
});
