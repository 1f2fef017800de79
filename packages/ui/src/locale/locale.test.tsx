import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { enUS, formatMessage, type LocaleCatalog, LocaleProvider, useLocale } from ".";

afterEach(cleanup);

function LoadingText() {
  const { locale, t } = useLocale();
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
});
