import { describe, expect, it } from "vitest";
import { formatDateTime, parseGmt8 } from "./datetime";

describe("JeecgBoot date-times (GMT+8)", () => {
  it("formats an instant as yyyy-MM-dd HH:mm:ss in GMT+8", () => {
    expect(formatDateTime(new Date("2019-01-16T08:54:07Z"))).toBe("2019-01-16 16:54:07");
    expect(formatDateTime(new Date("2023-12-31T20:00:00Z"))).toBe("2024-01-01 04:00:00");
    expect(formatDateTime(null)).toBeNull();
  });

  it("parses a GMT+8 wall-clock time back to the same text", () => {
    expect(formatDateTime(parseGmt8("2019-03-28 22:17:19"))).toBe("2019-03-28 22:17:19");
  });
});
