import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { config } from "./config";
import { loadLocale, TextProvider } from "./locale";
import { ConsoleProviders } from "./providers";
import { defaultServices } from "./providers/default-services";
import { createAppRouter } from "./shell/router";
import { ShellSettingsProvider } from "./shell/theme";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
document.documentElement.lang = config.locale;

// A language other than zh-CN is fetched first, so no text shows in the wrong language.
void loadLocale(config.locale).then(() =>
  createRoot(root).render(
    <StrictMode>
      <TextProvider locale={config.locale}>
        <ConsoleProviders services={defaultServices}>
          <ShellSettingsProvider>
            <RouterProvider router={createAppRouter(defaultServices)} />
          </ShellSettingsProvider>
        </ConsoleProviders>
      </TextProvider>
    </StrictMode>,
  ),
);
