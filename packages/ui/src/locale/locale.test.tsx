import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCatalog, enUS, formatMessage, type LocaleCatalog, LocaleProvider, useLocale, zhCN } from ".";
import { buttonZhCN } from "./zh-CN/button";

afterEach(cleanup);

function LoadingText() {
  const { locale, t } = useLocale(buttonZhCN);
  return (
    <p>
      {locale}:{t("button.loading")}
    </p>
  );
}

describe("useLocale", () => {
  it("speaks zh-CN without a provider", () => {
    render(<LoadingText />);
    expect(screen.getByText("zh-CN:加载中")).toBeTruthy();
  });

  it("speaks the catalog of the nearest provider", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <LoadingText />
      </LocaleProvider>,
    );
    expect(screen.getByText("en-US:Loading")).toBeTruthy();
  });

  it("falls back to zh-CN for keys a consumer's catalog leaves out", () => {
    const french: LocaleCatalog = { locale: "fr-FR", messages: {} };
    render(
      <LocaleProvider catalog={french}>
        <LoadingText />
      </LocaleProvider>,
    );
    expect(screen.getByText("fr-FR:加载中")).toBeTruthy();
  });
});

describe("formatMessage", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(formatMessage("共 {total} 条，第 {page} 页", { total: 42 })).toBe("共 42 条，第 {page} 页");
  });

  it("fills every occurrence, numbers and zero included, and leaves a template without vars alone", () => {
    expect(formatMessage("{a}-{b} 共 {n} 条，{a}", { a: 1, b: 10, n: 0 })).toBe("1-10 共 0 条，1");
    expect(formatMessage("{a} 条")).toBe("{a} 条");
    expect(formatMessage("{ a } {}", { a: 1 })).toBe("{ a } {}");
  });
});

/** The console's own texts, typed: `useLocale<ConsoleMessages>()` accepts these keys. */
interface ConsoleMessages {
  "app.title": string;
  "app.welcome": string;
}

const consoleZhCN: ConsoleMessages = { "app.title": "牙科门店管理系统", "app.welcome": "欢迎您，{realname}" };
const consoleEnUS: ConsoleMessages = {
  "app.title": "Dental store management",
  "app.welcome": "Welcome, {realname}",
};

function ConsoleHeader() {
  const { t } = useLocale<ConsoleMessages>(buttonZhCN);
  return (
    <p>
      {t("app.title")}|{t("app.welcome", { realname: "王医生" })}|{t("button.loading")}
    </p>
  );
}

describe("an app's own messages", () => {
  it("are merged on top of the library's with createCatalog", () => {
    const catalog = createCatalog<ConsoleMessages>(enUS, consoleEnUS);
    expect(catalog.locale).toBe("en-US");
    render(
      <LocaleProvider catalog={catalog}>
        <ConsoleHeader />
      </LocaleProvider>,
    );
    expect(screen.getByText("Dental store management|Welcome, 王医生|Loading")).toBeTruthy();
  });

  it("are merged on top of the library's with extraMessages, and follow a language switch", () => {
    const { rerender } = render(
      <LocaleProvider catalog={zhCN} extraMessages={consoleZhCN}>
        <ConsoleHeader />
      </LocaleProvider>,
    );
    expect(screen.getByText("牙科门店管理系统|欢迎您，王医生|加载中")).toBeTruthy();
    rerender(
      <LocaleProvider catalog={enUS} extraMessages={consoleEnUS}>
        <ConsoleHeader />
      </LocaleProvider>,
    );
    expect(screen.getByText("Dental store management|Welcome, 王医生|Loading")).toBeTruthy();
  });

  it("may reword a library key", () => {
    render(
      <LocaleProvider catalog={zhCN} extraMessages={{ "button.loading": "请稍候" }}>
        <ConsoleHeader />
      </LocaleProvider>,
    );
    expect(screen.getByText("app.title|app.welcome|请稍候")).toBeTruthy();
  });

  it("can be added by a nested provider that keeps the outer language", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <LocaleProvider extraMessages={consoleEnUS}>
          <ConsoleHeader />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText("Dental store management|Welcome, 王医生|Loading")).toBeTruthy();
  });

  it("show their key when no catalog has them, so a missing text is noticed", () => {
    render(<ConsoleHeader />);
    expect(screen.getByText("app.title|app.welcome|加载中")).toBeTruthy();
  });
});

describe("adding a language", () => {
  it("starts from the catalog to fall back to and takes a new tag", () => {
    const french = createCatalog(enUS, { "button.loading": "Chargement" }, { locale: "fr-FR" });
    render(
      <LocaleProvider catalog={french}>
        <LoadingText />
      </LocaleProvider>,
    );
    expect(screen.getByText("fr-FR:Chargement")).toBeTruthy();
    expect(french.messages["theme.updateFailed"]).toBe("Failed to update theme");
  });

  it("leaves the base catalog untouched", () => {
    createCatalog(zhCN, { "button.loading": "x" });
    expect(zhCN.messages["button.loading"]).toBe("加载中");
  });
});

describe("the shipped catalogs", () => {
  it("have the same keys, none empty", () => {
    expect(Object.keys(enUS.messages).sort()).toEqual(Object.keys(zhCN.messages).sort());
    for (const text of [...Object.values(zhCN.messages), ...Object.values(enUS.messages)])
      expect(text.trim()).not.toBe("");
  });
});
