// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };

// @kanya/core is used by the browser console and the Node server alike, so its source may not depend on
// React, the DOM or Node. The declaration build (tsconfig.build.json: lib ES2023, no @types) already fails
// on DOM or Node globals; this test guards the imports and the published dependencies.
const srcDir = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const importPattern = /(?:import|export)\s[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("@kanya/core stays pure", () => {
  const files = sourceFiles(srcDir);

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("imports no React, DOM or Node modules", () => {
    const offending = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(importPattern)]
        .map((match) => match[1] ?? match[2] ?? "")
        .filter((specifier) => /^(react|react-dom|node:|fs$|path$|crypto$)/.test(specifier))
        .map((specifier) => `${relative(srcDir, file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("publishes no React or DOM dependency", () => {
    const manifest: { dependencies?: object; peerDependencies?: object } = packageJson;
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(dependencies.filter((name) => /^(react|react-dom|jsdom|@types\/)/.test(name))).toEqual([]);
  });
});
