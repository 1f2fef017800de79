import { defineConfig } from "tsup";

// One entry per concern so `@kanya/core/<concern>` pulls only that concern.
// Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 cannot run tsup's dts step).
export default defineConfig({
  entry: ["src/index.ts", "src/*/index.ts"],
  format: ["esm"],
  target: "es2022",
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
});
