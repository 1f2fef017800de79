import { describe, expect, it } from "vitest";
import { DEFAULT_FILING_LINK, readConfig, staticFileUrl } from "./config";

describe("readConfig (kanya-config.js, read at run time)", () => {
  it("defaults: the catalog's system name, no filing number, Chinese, JeecgBoot's API base", () => {
    expect(readConfig(undefined)).toEqual({
      apiBase: "/jeecg-boot",
      signatureSecret: undefined,
      staticDomain: "/jeecg-boot/sys/common/static",
      loginCaptcha: "auto",
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

describe("the server settings of kanya-config.js", () => {
  it("points one build at another JeecgBoot: API base, signature secret, static files, captcha", () => {
    const config = readConfig({
      apiBase: "https://api.example.com/jeecg-boot",
      signatureSecret: "s3cret",
      staticDomain: "https://files.example.com/static/",
      loginCaptcha: true,
    });
    expect(config).toMatchObject({
      apiBase: "https://api.example.com/jeecg-boot",
      signatureSecret: "s3cret",
      staticDomain: "https://files.example.com/static",
      loginCaptcha: "always",
    });
  });

  it("serves stored files under the API base's static path unless told otherwise", () => {
    expect(readConfig({ apiBase: "https://api.example.com/jb" }).staticDomain).toBe(
      "https://api.example.com/jb/sys/common/static",
    );
  });

  it("reads the captcha setting as auto, always or never", () => {
    expect(readConfig({ loginCaptcha: "never" }).loginCaptcha).toBe("never");
    expect(readConfig({ loginCaptcha: false }).loginCaptcha).toBe("never");
    expect(readConfig({ loginCaptcha: "yes please" }).loginCaptcha).toBe("auto");
  });
});

describe("staticFileUrl", () => {
  const staticDomain = "/jeecg-boot/sys/common/static";
  it("prefixes a stored path with the static domain", () => {
    expect(staticFileUrl("temp/a_1.png", { staticDomain })).toBe(
      "/jeecg-boot/sys/common/static/temp/a_1.png",
    );
    expect(staticFileUrl("/temp/a_1.png", { staticDomain })).toBe(
      "/jeecg-boot/sys/common/static/temp/a_1.png",
    );
  });

  it("keeps an address that already starts with http(s)", () => {
    expect(staticFileUrl("https://cdn.example.com/a.png", { staticDomain })).toBe(
      "https://cdn.example.com/a.png",
    );
  });
});
