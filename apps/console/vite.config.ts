import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { zhCN } from "./src/locale/zh-CN";
import { zhCNSignIn } from "./src/locale/zh-CN-sign-in";

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

const SRC_DIR = resolve(import.meta.dirname, "src");
const VIEWS_DIR = resolve(SRC_DIR, "views");
const ENTRY = resolve(SRC_DIR, "main.tsx");
/** What the first visit runs: the entry and the sign-in view. */
const FIRST_LOAD_ROOTS = [ENTRY, resolve(VIEWS_DIR, "user/Login.tsx")];
/** The sign-in page's phone form loads with its tab, yet shows only the built-in texts too. */
const SIGN_IN_LAZY = [resolve(VIEWS_DIR, "user/components/PhoneLoginForm.tsx")];
/** A module importing more than this many others is a catalogue (lucide's index), not a part of a page. */
const BARREL_SIZE = 100;

const PACKAGES_DIR = resolve(import.meta.dirname, "../../packages");

/** Our packages' built entries (`dist/<subpath>/index.js`) by file, with the specifier apps import them by. */
function packageEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const dir of readdirSync(PACKAGES_DIR)) {
    const manifest = join(PACKAGES_DIR, dir, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, exports = {} } = JSON.parse(readFileSync(manifest, "utf8"));
    for (const [subpath, target] of Object.entries<{ import?: string }>(exports)) {
      if (target?.import) entries.set(join(PACKAGES_DIR, dir, target.import), join(name, subpath));
    }
  }
  return entries;
}

/**
 * The names `code` imports from `specifier`; `undefined` when it takes the whole module (`* as`, a default) or
 * no import of it is found (then nothing is left out).
 */
function namesImported(code: string, specifier: string): Set<string> | undefined {
  const names = new Set<string>();
  const quoted = specifier.replace(/[/.]/g, "\\$&");
  const statements = new RegExp(`(?:import|export)\\s+([^;]*?)\\s+from\\s*["']${quoted}["']`, "g");
  let matched = false;
  for (const [, clause = ""] of code.matchAll(statements)) {
    matched = true;
    const braced = clause.match(/\{([^}]*)\}/);
    if (!braced || clause.replace(braced[0], "").trim()) return undefined;
    for (const part of (braced[1] ?? "").split(",").map((text) => text.trim())) {
      if (part && !part.startsWith("type ")) names.add(part.split(/\s+as\s+/)[0] as string);
    }
  }
  return matched ? names : undefined;
}

/** What an entry re-exports: `export { A, B as C } from '../chunk-X.js'` gives A and C from that chunk. */
function reExportSources(code: string, entry: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [, clause = "", from = ""] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of clause.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) sources.set(name, resolve(dirname(entry), from));
    }
  }
  return sources;
}

/**
 * The modules `roots` import, directly or not (dynamic imports aside). Through one of our packages' entries
 * only the chunks holding the names imported are followed: an entry re-exports its whole subpath (Checkbox
 * with CheckboxGroup), and a chunk no first-load module uses is left to the pages that do.
 */
function reachable(context: Rollup.PluginContext, roots: string[]): Set<string> {
  const entries = packageEntries();
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    const info = context.getModuleInfo(id);
    const imported = info?.importedIds ?? [];
    // A barrel would bring every module it re-exports, used or not; what is used is found without it.
    if (found.has(id) || imported.length > BARREL_SIZE) continue;
    found.add(id);
    for (const next of imported) {
      const specifier = entries.get(next);
      const names = specifier && info?.code ? namesImported(info.code, specifier) : undefined;
      const entryCode = names && context.getModuleInfo(next)?.code;
      if (!names || !entryCode) {
        pending.push(next);
        continue;
      }
      const sources = reExportSources(entryCode, next);
      const needed = [...names].map((name) => sources.get(name));
      // A name the entry does not simply re-export: take the entry whole.
      if (needed.some((source) => source === undefined)) pending.push(next);
      else pending.push(...(needed as string[]));
    }
  }
  return found;
}

/** Catalog keys written as string literals in the console's own modules among `ids`, by module. */
function textKeysIn(ids: Iterable<string>): [string, string][] {
  const keys = new Set(Object.keys(zhCN));
  const used: [string, string][] = [];
  for (const id of ids) {
    if (!id.startsWith(SRC_DIR) || /\.(css|svg)$/.test(id) || id.includes("/locale/zh-CN")) continue;
    for (const [, literal] of readFileSync(id, "utf8").matchAll(/["'`]([\w-]+(?:\.[\w-]+)+)["'`]/g)) {
      if (keys.has(literal as string)) used.push([id, literal as string]);
    }
  }
  return used;
}

/**
 * Fails the build when a module of the sign-in page names a text that is not built in (./src/locale/zh-CN-sign-in):
 * the page would show the raw key, since the rest of the catalog loads only with the other pages.
 */
function checkSignInTexts(context: Rollup.PluginContext, ids: Iterable<string>): void {
  const builtIn = new Set(Object.keys(zhCNSignIn));
  const missing = textKeysIn(ids).filter(([, key]) => !builtIn.has(key));
  if (missing.length > 0) {
    const list = missing.map(([id, key]) => `${key} (${id.slice(SRC_DIR.length + 1)})`).join(", ");
    context.error(`The sign-in page uses texts missing from src/locale/zh-CN-sign-in.ts: ${list}`);
  }
}

/**
 * One chunk for everything the sign-in page runs (React, the router, the form, tabs, the api client…) instead
 * of two dozen small ones shared with other pages: one gzip stream compresses them about 10 KB smaller and the
 * first visit makes fewer requests. The views themselves stay apart (a signed-in reload does not fetch the
 * sign-in forms); everything else keeps the automatic splitting.
 */
function signInChunk() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "kanya-sign-in-chunk",
    apply: "build",
    buildEnd() {
      for (const id of reachable(this, FIRST_LOAD_ROOTS)) modules.add(id);
      checkSignInTexts(this, reachable(this, [...FIRST_LOAD_ROOTS, ...SIGN_IN_LAZY]));
    },
  };
  // The entry module and its styles stay in the entry chunk (the stylesheet keeps its name, index.css).
  const captured = (id: string) =>
    modules.has(id) && id !== ENTRY && !id.startsWith(VIEWS_DIR) && !id.endsWith(".css");
  return { plugin, test: captured };
}

const signIn = signInChunk();

export default defineConfig({
  base: "/",
  plugins: [react(), tailwindcss(), htmlTitle(), apiBaseIntoRuntimeConfig(), signIn.plugin],
  server: {
    proxy: { "/jeecg-boot": { target: "http://localhost:8080", changeOrigin: true, ws: true } },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "sign-in", test: signIn.test, priority: 10 }] } },
    },
  },
});
