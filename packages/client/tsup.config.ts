import { defineConfig } from "tsup";

// Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 cannot run tsup's dts step).
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  target: "es2022",
  dts: false,
  clean: true,
  sourcemap: true,
  external: [/^@kanya\//],
});
