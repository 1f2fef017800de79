// What each published entry point costs an app: bundled (minified ESM for the browser), then gzip -9.
// React and Radix are counted outside (the app has them anyway); @kanya/* dependencies and small
// libraries such as clsx are counted in. Then the whole primitive set: every @kanya/ui component
// subpath bundled together, so shared code (and React and Radix, outside) is counted once.
// Reads the built dist/, so run `npm run build` first.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");
const packages = ["packages/core", "packages/client", "packages/ui"];
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/*", "@radix-ui/*"];
/** Size budgets, gzip bytes. A budget over or unmeasurable fails the run. */
const WHOLE_SET = "@kanya/ui (whole primitive set)";
const targets = {
  "@kanya/ui/button": 3 * 1024,
  "@kanya/ui/modal": 12 * 1024,
  // The tables carry TanStack Table and Virtual (about 24 KB together) and compose the primitives.
  "@kanya/ui/data-table": 45 * 1024,
  "@kanya/ui/editable-table": 60 * 1024,
  // The cron dialog carries @kanya/core/cron (Quartz parsing, croner for fire times, descriptions) and composes
  // modal, tabs, radios, number inputs and selects; the query builders and loading selects compose primitives.
  "@kanya/ui/cron": 46 * 1024,
  "@kanya/ui/advanced-query": 27 * 1024,
  "@kanya/ui/query-form": 20 * 1024,
  "@kanya/ui/dict-select": 14 * 1024,
  "@kanya/ui/upload": 13 * 1024,
  "@kanya/ui/excel": 9 * 1024,
  // CodeMirror 6 with all 12 grammars, every chunk counted; a page loads the core and its one grammar.
  "@kanya/ui/code-editor": 310 * 1024,
  // DOMPurify (about 9 KB) and marked (about 12 KB) with the prose styles.
  "@kanya/ui/content-view": 30 * 1024,
  // Tiptap 3 (ProseMirror, StarterKit, image, placeholder), every lazy chunk counted: about 140 KB.
  "@kanya/ui/rich-text-editor": 150 * 1024,
  // The code editor's engine (all 12 grammars counted, only Markdown loads) plus marked and DOMPurify.
  "@kanya/ui/markdown-editor": 345 * 1024,
  // Apache ECharts' core with line, bar and pie, grid, tooltip, legend and dataset, and the canvas renderer
  // (about 205 KB, one lazy chunk loaded when the first chart mounts) plus the wrapper and its data table.
  "@kanya/ui/chart": 220 * 1024,
  [WHOLE_SET]: 60 * 1024,
};
/** Composite components built on the primitives: measured on their own lines, not in the primitive set. */
const composites = new Set([
  "@kanya/ui/data-table",
  "@kanya/ui/editable-table",
  "@kanya/ui/cron",
  "@kanya/ui/advanced-query",
  "@kanya/ui/query-form",
  "@kanya/ui/dict-select",
  // The pickers (user, department, popup report; areas with their region data) compose modal, tree and table.
  "@kanya/ui/picker",
  "@kanya/ui/area-picker",
  // The file components compose modal, progress, button and the toasts.
  "@kanya/ui/upload",
  "@kanya/ui/excel",
  // Editors load their engine on first show (dynamic imports): a page that imports none pays nothing; the line
  // measures the editor with every lazy chunk inlined.
  "@kanya/ui/code-editor",
  // Read-only HTML and Markdown carry DOMPurify and marked.
  "@kanya/ui/content-view",
  // The content editors load Tiptap, or CodeMirror and the Markdown preview, on first show.
  "@kanya/ui/rich-text-editor",
  "@kanya/ui/markdown-editor",
  // Charts load ECharts on first draw and compose the empty and loading states.
  "@kanya/ui/chart",
]);

/** JS entry points of one package: `[{ name: "@kanya/ui/button", file }]`. */
function jsEntries(packageDir) {
  const manifest = JSON.parse(readFileSync(join(root, packageDir, "package.json"), "utf8"));
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const file = typeof target === "string" ? target : (target.import ?? target.default);
    if (!file?.endsWith(".js")) return [];
    return [
      {
        name: subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
        file: join(root, packageDir, file),
      },
    ];
  });
}

/** `entryPoints: [file]` for one entry, or `stdin` for a generated one. */
async function measure(input) {
  const result = await build({
    ...(typeof input === "string" ? { entryPoints: [input] } : input),
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    charset: "utf8",
    external,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    inputs: output?.inputs ?? {},
  };
}

/** Minified bytes per package (`react-hook-form`, `@kanya/ui`, …) of a bundle's inputs, largest first. */
function byPackage(inputs) {
  const totals = new Map();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    const workspace = /^packages\/([^/]+)\//.exec(file)?.[1];
    const name = dependency ?? (workspace ? `@kanya/${workspace}` : file);
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
}

const rows = [];
const uiComponents = [];
for (const packageDir of packages) {
  for (const { name, file } of jsEntries(packageDir)) {
    if (packageDir === "packages/ui" && name !== "@kanya/ui" && !composites.has(name))
      uiComponents.push({ name, file });
    const target = targets[name];
    if (!existsSync(file)) {
      rows.push({ name, min: "not built", gzip: "", target, ok: target === undefined });
      continue;
    }
    const { min, gzip } = await measure(file);
    rows.push({ name, min, gzip, target, ok: target === undefined || gzip < target });
  }
}

// A budgeted entry that no package exports yet (a component still being written).
for (const [name, target] of Object.entries(targets)) {
  if (name !== WHOLE_SET && !rows.some((row) => row.name === name))
    rows.push({ name, min: "not built yet", gzip: "", target, ok: true });
}

let wholeSetParts = [];
// The whole set: every component subpath in one bundle (`export * as`, so nothing is shaken off). The icon
// catalog is the exception: it is a tree-shakable list of drawings an app pays for one icon at a time, so the
// set counts the icon primitive (`createIcon`, `Icon`) and the icons the components draw themselves; the
// whole catalog is measured on its own line above, and the set with every catalog icon is printed after.
const ICONS = "@kanya/ui/icons";
// The locale entry likewise: its complete catalogs (zhCN with every namespace, composites' included, and enUS)
// are what an app pays to switch or extend the language, measured on the locale line. Each primitive imports
// its own zh-CN namespace as fallback, so the set counts the locale runtime and the primitives' texts.
const LOCALE = "@kanya/ui/locale";
const setExports = {
  [ICONS]: "createIcon, Icon, ICON_DEFAULTS",
  [LOCALE]: "createCatalog, formatMessage, LocaleProvider, useLocale",
};
const missing = uiComponents.filter(({ file }) => !existsSync(file));
if (missing.length > 0) {
  rows.push({ name: WHOLE_SET, min: "not built", gzip: "", target: targets[WHOLE_SET], ok: false });
} else {
  const exportLine = ({ name, file }, index) =>
    setExports[name]
      ? `export { ${setExports[name]} } from ${JSON.stringify(file)};`
      : `export * as entry${index} from ${JSON.stringify(file)};`;
  const contents = uiComponents.map(exportLine).join("\n");
  const { min, gzip, inputs } = await measure({ stdin: { contents, resolveDir: root, loader: "js" } });
  const target = targets[WHOLE_SET];
  rows.push({ name: `${WHOLE_SET}, ${uiComponents.length} subpaths`, min, gzip, target, ok: gzip < target });
  wholeSetParts = byPackage(inputs);
  const withCatalog = uiComponents.map(
    ({ file }, index) => `export * as entry${index} from ${JSON.stringify(file)};`,
  );
  const everything = await measure({
    stdin: { contents: withCatalog.join("\n"), resolveDir: root, loader: "js" },
  });
  rows.push({
    name: "  the same with every catalog icon",
    min: everything.min,
    gzip: everything.gzip,
    ok: true,
  });
}

/** ok / OVER for a measured entry; nothing to judge for one not written yet; missing when not built. */
const status = (row) => (typeof row.gzip === "number" ? (row.ok ? "ok" : "OVER") : row.ok ? "" : "missing");
const kb = (bytes) => (typeof bytes === "number" ? `${(bytes / 1024).toFixed(2)} KB` : bytes);
const table = [["entry", "min", "gzip", "target (gzip)"]].concat(
  rows.map((row) => [
    row.name,
    typeof row.min === "number" ? `${row.min} B` : row.min,
    typeof row.gzip === "number" ? `${row.gzip} B (${kb(row.gzip)})` : row.gzip,
    row.target === undefined ? "" : `< ${kb(row.target)} ${status(row)}`,
  ]),
);
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table)
  console.log(
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd(),
  );

if (wholeSetParts.length > 0) {
  const parts = wholeSetParts.slice(0, 6).map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`);
  console.log(`\nWhole set, minified bytes by package: ${parts.join(", ")}`);
}
if (rows.some((row) => row.min === "not built"))
  console.log("\nSome entries are not built: run `npm run build` first.");
const failed = rows.filter((row) => !row.ok);
if (failed.length > 0) {
  console.log(`\nOver budget or not measurable: ${failed.map((row) => row.name).join(", ")}`);
  process.exitCode = 1;
}
