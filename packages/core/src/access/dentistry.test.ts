import { expect, it } from "vitest";
import { isDentistryUser } from "./dentistry.js";

it("recognises dentistry staff by the CK: work-number prefix", () => {
  expect(isDentistryUser({ workNo: "CK:001" })).toBe(true);
  expect(isDentistryUser({ workNo: "ck:001" })).toBe(false);
  expect(isDentistryUser({ workNo: "A001" })).toBe(false);
  expect(isDentistryUser({ workNo: null })).toBe(false);
  expect(isDentistryUser(null)).toBe(false);
});
