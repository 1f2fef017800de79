// What each published entry point costs an app: bundled (minified ESM for the browser), then gzip -9.
// React and Radix are counted outside (the app has them anyway); @kanya/* dependencies and small
// libraries such as clsx are counted in. Reads the built dist/, so run `npm run build` first.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");
const packages = ["packages/core", "packages/client", "packages/ui"];
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/*", "@radix-ui/*"];
/** Size budgets, gzip bytes. A budget over or unmeasurable fails the run. */
const targets = { "@kanya/ui/button": 3 * 1024 };

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

async function measure(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    charset: "utf8",
    external,
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const rows = [];
for (const packageDir of packages) {
  for (const { name, file } of jsEntries(packageDir)) {
    const target = targets[name];
    if (!existsSync(file)) {
      rows.push({ name, min: "not built", gzip: "", target, ok: target === undefined });
      continue;
    }
    const { min, gzip } = await measure(file);
    rows.push({ name, min, gzip, target, ok: target === undefined || gzip < target });
  }
}

const kb = (bytes) => (typeof bytes === "number" ? `${(bytes / 1024).toFixed(2)} KB` : bytes);
const table = [["entry", "min", "gzip", "target (gzip)"]].concat(
  rows.map((row) => [
    row.name,
    typeof row.min === "number" ? `${row.min} B` : row.min,
    typeof row.gzip === "number" ? `${row.gzip} B (${kb(row.gzip)})` : row.gzip,
    row.target === undefined ? "" : `< ${kb(row.target)} ${row.ok ? "ok" : "OVER"}`,
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

if (rows.some((row) => row.min === "not built"))
  console.log("\nSome entries are not built: run `npm run build` first.");
const failed = rows.filter((row) => !row.ok);
if (failed.length > 0) {
  console.log(`\nOver budget or not measurable: ${failed.map((row) => row.name).join(", ")}`);
  process.exitCode = 1;
}
