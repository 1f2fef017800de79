import { describe, expect, it } from "vitest";
import { DEFAULT_FILING_LINK, readConfig } from "./config";

describe("readConfig (kanya-config.js, read at run time)", () => {
  it("defaults: the catalog's system name, no filing number, Chinese, JeecgBoot's API base", () => {
    expect(readConfig(undefined)).toEqual({
      apiBase: "/jeecg-boot",
      title: undefined,
      filing: undefined,
      locale: "zh-CN",
    });
  });

  it("re-brands one build: system name and filing number with its link", () => {
    const config = readConfig({
      title: " 仁和口腔 ",
      filingNumber: "沪ICP备12345678号-1",
      filingLink: "https://beian.miit.gov.cn/#/Integrated/index",
    });
    expect(config.title).toBe("仁和口腔");
    expect(config.filing).toEqual({
      number: "沪ICP备12345678号-1",
      link: "https://beian.miit.gov.cn/#/Integrated/index",
    });
  });

  it("links a filing number to the MIIT register unless given a web address", () => {
    for (const filingLink of [undefined, "", "javascript:alert(1)", "beian.miit.gov.cn", "https:// x"]) {
      expect(readConfig({ filingNumber: "京ICP备1号", filingLink }).filing?.link).toBe(DEFAULT_FILING_LINK);
    }
  });

  it("shows no filing when the number is blank", () => {
    expect(readConfig({ filingNumber: "  ", filingLink: "https://example.com/" }).filing).toBeUndefined();
  });
});
