import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Default browser-tab title before the app starts; the app then sets `<page> · <system name>` itself. */
const DEFAULT_TITLE = "牙科门店管理系统";
const OUT_DIR = "dist";

/** Fills `%KANYA_TITLE%` in index.html: `VITE_APP_TITLE` at build time, else the default. */
function htmlTitle(): Plugin {
  return {
    name: "kanya-html-title",
    transformIndexHtml: (html) =>
      html.replaceAll("%KANYA_TITLE%", process.env.VITE_APP_TITLE ?? DEFAULT_TITLE),
  };
}

/**
 * `VITE_API_BASE` at build time is written into the built `kanya-config.js`, so the runtime file stays
 * the single place that decides the API base (and operators can still edit it after deployment).
 */
function apiBaseIntoRuntimeConfig(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: "kanya-api-base",
    apply: "build",
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      const apiBase = process.env.VITE_API_BASE;
      if (!apiBase) return;
      const file = join(outDir, "kanya-config.js");
      const text = await readFile(file, "utf8");
      await writeFile(file, text.replace(/apiBase:\s*"[^"]*"/, `apiBase: ${JSON.stringify(apiBase)}`));
    },
  };
}

export default defineConfig({
  base: "/",
  plugins: [react(), tailwindcss(), htmlTitle(), apiBaseIntoRuntimeConfig()],
  server: {
    proxy: { "/jeecg-boot": { target: "http://localhost:8080", changeOrigin: true, ws: true } },
  },
  build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: true },
});
