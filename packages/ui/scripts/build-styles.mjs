// Builds dist/styles.css (compiled tokens + utilities, for apps without Tailwind) and
// dist/theme.css (raw @theme tokens, for apps with Tailwind), the way the Tailwind CLI does:
// compile the entry, scan the sources it names with oxide, build with the candidates found.
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

const packageDir = join(import.meta.dirname, "..");
const stylesDir = join(packageDir, "src/styles");
const distDir = join(packageDir, "dist");

async function compileStyles(entry) {
  const compiler = await compile(await readFile(entry, "utf8"), {
    base: dirname(entry),
    onDependency: () => {},
  });
  // `source(none)` in the entry makes `@source` lines the only places scanned.
  const scanner = new Scanner({ sources: compiler.sources });
  const candidates = scanner.scan();
  const css = optimize(compiler.build(candidates), { file: entry, minify: true }).code;
  return { css, files: scanner.files };
}

const started = performance.now();
const { css, files } = await compileStyles(join(stylesDir, "index.css"));
await mkdir(distDir, { recursive: true });
await writeFile(join(distDir, "styles.css"), css);
await copyFile(join(stylesDir, "theme.css"), join(distDir, "theme.css"));

const scanned = files.map((file) => relative(packageDir, file)).join(", ");
const ms = Math.round(performance.now() - started);
console.log(`styles: dist/styles.css ${css.length} B from ${scanned}; dist/theme.css copied (${ms} ms)`);
