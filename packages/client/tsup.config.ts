import { defineConfig } from "tsup";

// `sign-in` is an entry of its own; splitting keeps the code it shares with the index in one chunk.
// Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 cannot run tsup's dts step).
export default defineConfig({
  entry: ["src/index.ts", "src/sign-in.ts"],
  splitting: true,
  format: ["esm"],
  target: "es2022",
  dts: false,
  clean: true,
  sourcemap: true,
  external: [/^@kanya\//],
});
