// @vitest-environment node
// (esbuild refuses to run under jsdom's TextEncoder.)
import { join } from "node:path";
import { build } from "esbuild";
import { CalendarDays, CircleQuestionMark, type IconNode, Search, Stethoscope, Trash } from "lucide";
import { expect, it } from "vitest";

/** Bundles `code` as an app would (react external) and returns the output. */
async function bundle(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: import.meta.dirname, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    minify: true,
    external: ["react", "react-dom", "react/jsx-runtime"],
    logLevel: "silent",
    absWorkingDir: join(import.meta.dirname, "../.."),
  });
  return result.outputFiles[0]?.text ?? "";
}

/** A drawing's first path, which only that icon's bundle carries (lucide icons have no names in the data). */
const pathOf = (icon: IconNode) => String(icon.find(([tag]) => tag === "path")?.[1].d);

it("keeps only the icons an app imports", async () => {
  const one = await bundle('export { SearchIcon } from "./index";');
  expect(one).toContain(pathOf(Search));
  for (const other of [Stethoscope, Trash, CalendarDays, CircleQuestionMark])
    expect(one).not.toContain(pathOf(other));
  const all = await bundle('export * from "./index";');
  expect(all).toContain(pathOf(Stethoscope));
  // 80-odd icons cost several times one; one icon stays small.
  expect(one.length * 5).toBeLessThan(all.length);
});
