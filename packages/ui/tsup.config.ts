import { defineConfig } from "tsup";

// One entry per component folder so `@kanya/ui/<component>` pulls only that component.
// Splitting keeps shared modules (the locale context) in one chunk: without it each entry
// would get its own React context and `<LocaleProvider>` would not reach `<Button>`.
// Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 cannot run tsup's dts step).
export default defineConfig({
  entry: ["src/index.ts", "src/*/index.ts"],
  format: ["esm"],
  target: "es2022",
  platform: "browser",
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  // ECharts stays a dependency the app's bundler resolves: bundled into our chunks it would lose its own
  // `sideEffects` (our package declares only CSS), and the bundler would drop its renderer registrations.
  external: [
    "react",
    "react-dom",
    "react/jsx-runtime",
    /^@kanya\//,
    /^@radix-ui\//,
    /^echarts(\/|$)/,
    /^zrender(\/|$)/,
  ],
});
