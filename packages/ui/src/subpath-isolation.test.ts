// @vitest-environment node
// (esbuild refuses to run under jsdom's TextEncoder.)
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };

const packageDir = join(import.meta.dirname, "..");
const srcDir = join(packageDir, "src");

/** Component subpaths (`./button`, …) and the source file behind each published `dist/<x>/index.js`. */
const componentEntries = Object.entries(packageJson.exports).flatMap(([subpath, target]) => {
  if (typeof target === "string" || subpath === ".") return [];
  const source = target.import.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts");
  return [{ subpath, folder: subpath.slice(2), source }];
});

/** Folders every component may use: the locale layer (context + the default zh-CN catalog). */
const sharedFolders = new Set(["locale"]);
/** Other component folders a component builds on, by folder: the form submits through the click guard. */
const allowedFolders: Record<string, string[]> = {
  // The PDF preview is a modal (whose footer uses the Button).
  "pdf-preview": ["modal", "button"],
  // The import dialog and the export helper answer with dialogs and toasts.
  excel: ["button", "modal", "message"],
  // Uploads confirm and preview in dialogs, toast failures and show progress bars.
  upload: ["button", "modal", "message", "progress"],
  form: ["click-guard"],
  // The theme without its colour picker re-exports the theme folder's provider and helpers, and the whole theme
  // adds the picker to that list.
  "theme-provider": ["theme"],
  theme: ["theme-provider"],
  // A chart shows the library's empty and loading states.
  chart: ["empty", "spin"],
  // The rich-text editor cleans its HTML with the content view's sanitizer (a lazy chunk with Tiptap).
  "rich-text-editor": ["content-view"],
  // The Markdown editor is the code editor's engine with the content view's renderer as its preview.
  "markdown-editor": ["code-editor", "content-view"],
  // Dialog footers and picker panels use the library's own Button.
  modal: ["button"],
  "date-picker": ["button"],
  "time-picker": ["button"],
  // The cron dialog is built from the primitives (modal, tabs, radio, number, select, input).
  cron: ["button", "modal", "tabs", "radio", "input", "input-number", "select"],
  // The advanced-query builder: its modal, field/rule/value editors, toasts and confirmations; a dictionary
  // field's items load through the dictionary selects' own hook.
  "advanced-query": [
    "button",
    "modal",
    "radio",
    "input",
    "input-number",
    "select",
    "date-picker",
    "message",
    "dict-select",
  ],
  // The selects that load: select, radios, checkboxes, the tree dropdown's popover, toasts for failures.
  "dict-select": ["select", "radio", "checkbox", "popover", "message"],
  // The pickers: the data table in a modal, a search form, tags for the selection, toasts for warnings.
  picker: [
    "button",
    "input",
    "select",
    "modal",
    "message",
    "tag",
    "checkbox",
    "empty",
    "spin",
    "data-table",
    "radio",
    "ellipsis",
    "dropdown-menu",
    "popover",
    "pagination",
  ],
  // The area picker: three selects, or one field with a popover of columns.
  "area-picker": ["select", "popover"],
  // The list page's query bar: its fields (dictionaries through DictSelect) and buttons.
  "query-form": [
    "button",
    "input",
    "input-number",
    "select",
    "date-picker",
    "dict-select",
    "radio",
    "checkbox",
    "popover",
    "message",
  ],
  // The tables compose the primitives (spec: cell editors and controls are not second copies).
  // Its choosing cells are the radios and the dictionary search select (whose failures toast); show-only cells
  // are the progress bar and tags.
  "editable-table": [
    "button",
    "checkbox",
    "input",
    "input-number",
    "textarea",
    "select",
    "date-picker",
    "radio",
    "dict-select",
    "message",
    "progress",
    "tag",
  ],
  "data-table": [
    "button",
    "checkbox",
    "radio",
    "ellipsis",
    "dropdown-menu",
    "popover",
    "empty",
    "spin",
    "pagination",
  ],
};
/** TanStack Virtual (the tables' row windowing) imports react-dom for `flushSync`; react-dom is a peer. */
const reactDomAllowed = new Set(["data-table", "editable-table", "picker"]);
/** esbuild bundles in well under a second, but a loaded 2-core CI machine can take several. */
const BUNDLE_TIMEOUT_MS = 30_000;

/** Whole catalogs a consumer opts into by importing them; a component carries only its own namespace. */
const optInModules = ["src/locale/en-US.ts", "src/locale/zh-CN.ts"];

const componentFolders = readdirSync(srcDir).filter((name) => existsSync(join(srcDir, name, "index.ts")));

/** Bundles one entry as an app would (react and radix external) and lists the files that ended up in it. */
async function bundle(source: string) {
  const result = await build({
    entryPoints: [join(packageDir, source)],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    minify: true,
    metafile: true,
    charset: "utf8",
    external: ["react", "react-dom", "react/jsx-runtime", "@radix-ui/*"],
    logLevel: "silent",
  });
  const [output] = Object.values(result.metafile.outputs);
  const files = Object.keys(output?.inputs ?? {}).map((file) =>
    relative(packageDir, join(process.cwd(), file)),
  );
  return { files, code: result.outputFiles[0]?.text ?? "" };
}

describe("each component subpath carries only its own code", () => {
  it("has component subpaths to check", () => {
    expect(componentEntries.map((entry) => entry.subpath)).toContain("./button");
  });

  for (const { subpath, folder, source } of componentEntries.filter(
    (entry) => !sharedFolders.has(entry.folder),
  )) {
    it(
      `@kanya/ui${subpath.slice(1)} leaves out other components and opt-in catalogs`,
      async () => {
        const { files, code } = await bundle(source);
        expect(files).toContain(source);

        const foreign = files.filter((file) => {
          const [, top] = file.split("/");
          return (
            top !== folder &&
            componentFolders.includes(top ?? "") &&
            !sharedFolders.has(top ?? "") &&
            !allowedFolders[folder]?.includes(top ?? "")
          );
        });
        expect(foreign).toEqual([]);
        for (const module of optInModules) expect(files).not.toContain(module);
        if (!reactDomAllowed.has(folder)) expect(code).not.toContain("react-dom");
      },
      BUNDLE_TIMEOUT_MS,
    );
  }

  it("@kanya/ui/upload and @kanya/ui/excel carry no editor engine (CodeMirror, marked, DOMPurify)", async () => {
    for (const source of ["src/upload/index.ts", "src/excel/index.ts"]) {
      const { files } = await bundle(source);
      expect(files).toContain(source);
      expect(
        files.filter((file) => /node_modules\/(@codemirror|@lezer|marked|dompurify)\//.test(file)),
      ).toEqual([]);
    }
  });

  it(
    "@kanya/ui/rich-text-editor, markdown-editor and chart keep Tiptap, the preview's renderer and ECharts out of the entry chunk",
    async () => {
      // With code splitting on (as tsup builds), Tiptap (ProseMirror), marked and DOMPurify are lazy chunks.
      for (const source of [
        "src/rich-text-editor/index.ts",
        "src/markdown-editor/index.ts",
        "src/chart/index.ts",
      ]) {
        const result = await build({
          entryPoints: [join(packageDir, source)],
          bundle: true,
          splitting: true,
          outdir: join(packageDir, "dist-isolation-check"),
          write: false,
          format: "esm",
          platform: "browser",
          metafile: true,
          external: ["react", "react-dom", "react/jsx-runtime", "@radix-ui/*"],
          logLevel: "silent",
        });
        const entry = Object.values(result.metafile.outputs).find((output) => output.entryPoint);
        const eager = Object.keys(entry?.inputs ?? {}).filter((file) =>
          /node_modules\/(@tiptap|prosemirror-[a-z]+|marked|dompurify|echarts|zrender)\//.test(file),
        );
        expect(eager).toEqual([]);
      }
    },
    BUNDLE_TIMEOUT_MS,
  );

  it("@kanya/ui/button has its own zh-CN texts but neither whole catalog", async () => {
    const { files, code } = await bundle("src/button/index.ts");
    expect(files).toContain("src/locale/zh-CN/button.ts");
    expect(files.filter((file) => file.startsWith("src/locale/zh-CN/"))).toEqual([
      "src/locale/zh-CN/button.ts",
    ]);
    expect(code).toContain("加载中");
    expect(code).not.toContain('"Loading"');
  });
});
