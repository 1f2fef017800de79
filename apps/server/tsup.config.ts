import { defineConfig } from "tsup";

// `dts: false`: TypeScript 7 cannot run tsup's declaration step; the package exports its sources as types.
// package.json dependencies stay external (tsup's default), so the bundle holds only this package's code —
// except @kanya/resources, a private package that ships TypeScript sources only: plain `node dist/main.js`
// (npm start) could not load it, so it is bundled in.
export default defineConfig({
  entry: ["src/index.ts", "src/main.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: false,
  clean: true,
  sourcemap: true,
  noExternal: ["@kanya/resources"],
});
