// @vitest-environment node
// (esbuild refuses to run under jsdom's TextEncoder.)
import { join } from "node:path";
import { build } from "esbuild";
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

it("keeps only the icons an app imports", async () => {
  const one = await bundle('export { SearchIcon } from "./index";');
  expect(one).toContain("search");
  for (const other of ["stethoscope", "trash", "calendar-days", "circle-question-mark"])
    expect(one).not.toContain(`"${other}"`);
  const all = await bundle('export * from "./index";');
  expect(all).toContain('"stethoscope"');
  // 80-odd icons cost several times one; one icon stays small.
  expect(one.length * 5).toBeLessThan(all.length);
});
