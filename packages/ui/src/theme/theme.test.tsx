import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import {
  DEFAULT_THEME_SETTINGS,
  isCssColor,
  THEME_PALETTE,
  type ThemeApi,
  ThemeColorPicker,
  ThemeProvider,
  ThemeUpdateError,
  themeWrite,
  useTheme,
} from ".";

afterEach(cleanup);

const html = () => document.documentElement;
const primary = () => html().style.getPropertyValue("--color-primary");

/** Hands the theme API of its place in the tree to the test. */
function Probe({ onApi }: { onApi: (api: ThemeApi) => void }) {
  onApi(useTheme());
  return null;
}

function renderWithApi(element: (probe: React.ReactNode) => React.ReactElement) {
  let api: ThemeApi | undefined;
  const result = render(element(<Probe onApi={(value) => (api = value)} />));
  return { ...result, api: () => api as ThemeApi };
}

describe("palette", () => {
  it("has the theme drawer's 8 colours, #1890FF first, each named in both catalogs", () => {
    expect(THEME_PALETTE.map((entry) => entry.color)).toEqual([
      "#1890FF",
      "#F5222D",
      "#FA541C",
      "#FAAD14",
      "#13C2C2",
      "#52C41A",
      "#2F54EB",
      "#722ED1",
    ]);
    expect(THEME_PALETTE.map((entry) => enUS.messages[entry.nameKey])).toContain("Daybreak Blue");
  });
});

describe("themeWrite", () => {
  it("writes nothing but the mode for the defaults, so theme.css stays in charge", () => {
    const write = themeWrite(DEFAULT_THEME_SETTINGS);
    expect(write.attributes).toEqual({
      "data-theme": "light",
      "data-menu-theme": null,
      "data-density": null,
      "data-color-weak": null,
    });
    expect(Object.values(write.properties).every((value) => value === null)).toBe(true);
  });

  it("sets a custom primary colour as is on a light page and mixed into the surface on a dark one", () => {
    const light = themeWrite({ ...DEFAULT_THEME_SETTINGS, primaryColor: "#722ED1" });
    expect(light.properties["--color-primary"]).toBe("#722ED1");
    const dark = themeWrite({ ...DEFAULT_THEME_SETTINGS, primaryColor: "#722ED1", mode: "dark" });
    expect(dark.properties["--color-primary"]).toBe("color-mix(in srgb, #722ED1 85%, var(--color-surface))");
    expect(
      themeWrite({ ...DEFAULT_THEME_SETTINGS, primaryColor: "#1890ff" }).properties["--color-primary"],
    ).toBe(null);
  });

  it("writes the menu theme, density, colour-weak mode and radii", () => {
    const write = themeWrite({
      ...DEFAULT_THEME_SETTINGS,
      menuTheme: "dark",
      density: "compact",
      colorWeak: true,
      radius: 1,
    });
    expect(write.attributes["data-menu-theme"]).toBe("dark");
    expect(write.attributes["data-density"]).toBe("compact");
    expect(write.attributes["data-color-weak"]).toBe("");
    expect(write.properties["--radius-control-sm"]).toBe("0px");
    expect(write.properties["--radius-control"]).toBe("1px");
    expect(write.properties["--radius-control-lg"]).toBe("3px");
  });

  it("refuses what cannot be applied with 'Failed to update theme'", () => {
    for (const patch of [
      { primaryColor: "not-a-colour" },
      { primaryColor: "" },
      { primaryColor: "red; background: url(x)" },
      { radius: Number.NaN },
      { radius: -1 },
      { density: "tiny" },
      { mode: "sepia" },
    ]) {
      const settings = { ...DEFAULT_THEME_SETTINGS, ...patch } as typeof DEFAULT_THEME_SETTINGS;
      expect(() => themeWrite(settings)).toThrow(ThemeUpdateError);
      expect(() => themeWrite(settings)).toThrow("Failed to update theme");
    }
  });

  it("knows CSS colours", () => {
    for (const good of ["#1890FF", "#fff", "rgb(0 0 0 / 0.5)", "oklch(0.6 0.2 250)", "var(--brand)"])
      expect(isCssColor(good)).toBe(true);
    for (const bad of ["1890FF", "#12345", "blue;", "", 42]) expect(isCssColor(bad)).toBe(false);
  });
});

describe("ThemeProvider", () => {
  it("applies the settings on <html> and gives back what was there when it unmounts", () => {
    html().setAttribute("data-theme", "before");
    const { unmount } = render(
      <ThemeProvider settings={{ mode: "dark", primaryColor: "#52C41A", density: "comfortable" }} />,
    );
    expect(html().dataset.theme).toBe("dark");
    expect(html().dataset.density).toBe("comfortable");
    expect(primary()).toBe("color-mix(in srgb, #52C41A 85%, var(--color-surface))");
    unmount();
    expect(html().dataset.theme).toBe("before");
    expect(html().hasAttribute("data-density")).toBe(false);
    expect(primary()).toBe("");
    html().removeAttribute("data-theme");
  });

  it("updates at run time through useTheme()", () => {
    const onSettingsChange = vi.fn();
    const { api } = renderWithApi((probe) => (
      <ThemeProvider onSettingsChange={onSettingsChange}>{probe}</ThemeProvider>
    ));
    expect(api().settings).toEqual(DEFAULT_THEME_SETTINGS);
    act(() => {
      expect(api().update({ primaryColor: "#F5222D", colorWeak: true, menuTheme: "dark" })).toBe(true);
    });
    expect(primary()).toBe("#F5222D");
    expect(html().hasAttribute("data-color-weak")).toBe(true);
    expect(html().dataset.menuTheme).toBe("dark");
    expect(api().settings.primaryColor).toBe("#F5222D");
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      ...DEFAULT_THEME_SETTINGS,
      primaryColor: "#F5222D",
      colorWeak: true,
      menuTheme: "dark",
    });
    act(() => api().reset());
    expect(primary()).toBe("");
    expect(html().hasAttribute("data-color-weak")).toBe(false);
  });

  it("keeps the previous theme and says 'Failed to update theme' when an update cannot be applied", () => {
    const onError = vi.fn();
    const { api } = renderWithApi((probe) => (
      <ThemeProvider defaultSettings={{ primaryColor: "#722ED1" }} onError={onError}>
        {probe}
      </ThemeProvider>
    ));
    act(() => {
      expect(api().update({ primaryColor: "#GGGGGG" })).toBe(false);
    });
    expect(primary()).toBe("#722ED1");
    expect(api().settings.primaryColor).toBe("#722ED1");
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]?.[0] as ThemeUpdateError;
    expect(error.message).toBe("Failed to update theme");
    expect(error.setting).toBe("primaryColor");
    expect(screen.getByRole("alert").textContent).toBe("Failed to update theme");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api().error).toBeNull();
  });

  it("keeps the previous theme when controlled settings turn invalid, and recovers", () => {
    const onError = vi.fn();
    const { rerender } = render(
      <ThemeProvider settings={{ primaryColor: "#13C2C2" }} onError={onError} errorFallback={null} />,
    );
    rerender(<ThemeProvider settings={{ primaryColor: "nope" }} onError={onError} errorFallback={null} />);
    expect(primary()).toBe("#13C2C2");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<ThemeProvider settings={{ primaryColor: "#FAAD14" }} onError={onError} errorFallback={null} />);
    expect(primary()).toBe("#FAAD14");
  });

  it("renders a custom fallback with the error", () => {
    render(
      <ThemeProvider
        settings={{ radius: -4 }}
        errorFallback={(error) => <p>{`${error.message}: ${error.setting}`}</p>}
      />,
    );
    expect(screen.getByText("Failed to update theme: radius")).toBeTruthy();
  });

  it("lets a nested provider override the outer one while it is mounted", () => {
    function Tree({ inner }: { inner: boolean }) {
      return (
        <ThemeProvider settings={{ mode: "dark" }}>
          {inner && <ThemeProvider defaultSettings={{ primaryColor: "#2F54EB" }} />}
        </ThemeProvider>
      );
    }
    const { rerender } = render(<Tree inner />);
    expect(html().dataset.theme).toBe("dark");
    expect(primary()).toBe("color-mix(in srgb, #2F54EB 85%, var(--color-surface))");
    rerender(<Tree inner={false} />);
    expect(html().dataset.theme).toBe("dark");
    expect(primary()).toBe("");
  });

  it("inherits the outer provider's settings as they change", () => {
    function Tree({ mode }: { mode: "light" | "dark" }) {
      return (
        <ThemeProvider settings={{ mode }}>
          <ThemeProvider defaultSettings={{ density: "compact" }} />
        </ThemeProvider>
      );
    }
    const { rerender } = render(<Tree mode="light" />);
    expect(html().dataset.theme).toBe("light");
    rerender(<Tree mode="dark" />);
    expect(html().dataset.theme).toBe("dark");
    expect(html().dataset.density).toBe("compact");
  });

  it("reports the defaults outside a provider", () => {
    const { api } = renderWithApi((probe) => <>{probe}</>);
    expect(api().settings).toEqual(DEFAULT_THEME_SETTINGS);
    expect(api().update({ mode: "dark" })).toBe(false);
  });
});

describe("ThemeColorPicker", () => {
  it("names each colour from the catalog and applies the one chosen", () => {
    const { api } = renderWithApi((probe) => (
      <LocaleProvider catalog={enUS}>
        <ThemeProvider>
          <ThemeColorPicker />
          {probe}
        </ThemeProvider>
      </LocaleProvider>
    ));
    expect(screen.getByRole("radiogroup", { name: "Theme color" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Daybreak Blue" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "Golden Purple" }));
    expect(api().settings.primaryColor).toBe("#722ED1");
    expect(primary()).toBe("#722ED1");
    expect(screen.getByRole("radio", { name: "Golden Purple" }).getAttribute("aria-checked")).toBe("true");
  });
});
