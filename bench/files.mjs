// Figures of the file components (issue 14): image compression of a 12-megapixel photo in Chromium (time and
// size), 20 files uploaded at once to the real server (total time, server memory), and the bundle cost of the
// file and editor subpaths (eager entry vs. lazy chunks). Reads packages/ui/dist: run `npm run build -w
// @kanya/ui` (and the server's build) first. Nothing here asserts; it prints what it measures.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-flags.mjs";

const root = join(import.meta.dirname, "..");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Compresses a generated 4000×3000 photo-like PNG with the upload's own compressImage, in Chromium. */
async function compression() {
  const bundle = await build({
    entryPoints: [join(root, "packages/ui/src/upload/compress-image.ts")],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "kanyaCompress",
    logLevel: "silent",
  });
  const profile = mkdtempSync(join(tmpdir(), "kanya-bench-files-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    return await page.evaluate(async () => {
      // Noise on a gradient, so the encoder has photo-like detail to keep (a flat picture would flatter it).
      const canvas = new OffscreenCanvas(4000, 3000);
      const context = canvas.getContext("2d");
      const image = context.createImageData(4000, 3000);
      for (let i = 0; i < image.data.length; i += 4) {
        const x = (i / 4) % 4000;
        image.data[i] = (x / 16 + Math.random() * 60) & 255;
        image.data[i + 1] = (i / 48000 + Math.random() * 60) & 255;
        image.data[i + 2] = (128 + Math.random() * 60) & 255;
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      const png = await canvas.convertToBlob({ type: "image/png" });
      const file = new File([png], "photo.png", { type: "image/png" });
      const runs = [];
      let out;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        out = await globalThis.kanyaCompress.compressImage(file);
        runs.push(performance.now() - started);
      }
      const bitmap = await createImageBitmap(out);
      return { inBytes: file.size, outBytes: out.size, width: bitmap.width, height: bitmap.height, runs };
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** 20 text files of about 512 KB each through /sys/common/upload at once, on the real server in this process. */
async function uploads() {
  const uploadDir = mkdtempSync(join(tmpdir(), "kanya-bench-upload-"));
  process.env.UPLOAD_DIR = uploadDir;
  const { startServer } = await import("@kanya/server");
  const { createClient } = await import("@kanya/client");
  const server = await startServer({
    port: 0,
    dataDir: "memory://",
    consoleDir: null,
    tokenSecret: "bench-files",
    production: false,
    captcha: false,
    log: () => {},
  });
  try {
    const baseUrl = `${server.url.replace(/\/$/, "")}/jeecg-boot`;
    const anonymous = createClient({ baseUrl });
    const login = await anonymous.sys.login({ username: "admin", password: "123456" });
    const client = createClient({ baseUrl, getToken: () => login.result.token });
    const files = Array.from({ length: 20 }, (_, index) => {
      // Text passes the server's content check for .txt (a made-up PDF would be refused as not a PDF).
      const text = `第 ${index} 份病历记录。`.repeat((512 * 1024) / 30);
      const form = new FormData();
      form.append("file", new Blob([text], { type: "text/plain" }), `record-${index}.txt`);
      form.append("biz", "bench");
      return form;
    });
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const answers = await Promise.all(files.map((form) => client.sys.common.upload(form)));
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    return { ok: answers.filter((answer) => answer.success).length, elapsed, rssBefore, rssPeak };
  } finally {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

/** Each subpath with code splitting as an app's bundler does it: the entry an import costs, and the lazy rest. */
async function chunks() {
  const rows = [];
  for (const name of ["upload", "excel", "code-editor", "content-view"]) {
    const outdir = mkdtempSync(join(tmpdir(), "kanya-bench-chunks-"));
    const result = await build({
      entryPoints: [join(root, `packages/ui/dist/${name}/index.js`)],
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      outdir,
      platform: "browser",
      external: ["react", "react-dom", "react/jsx-runtime", "react-dom/*", "@radix-ui/*"],
      metafile: true,
      logLevel: "silent",
    });
    const outputs = result.metafile.outputs;
    const gzipOf = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).byteLength;
    // Eager: the entry and what it imports statically, transitively; lazy: every other chunk (dynamic imports).
    const eager = new Set();
    const visit = (file) => {
      if (eager.has(file)) return;
      eager.add(file);
      for (const link of outputs[file]?.imports ?? [])
        if (link.kind === "import-statement" && outputs[link.path]) visit(link.path);
    };
    // Chunks reached by dynamic import are entry points to esbuild too: start from the subpath's own file.
    for (const [file, output] of Object.entries(outputs))
      if (output.entryPoint?.endsWith(`dist/${name}/index.js`)) visit(file);
    let entry = 0;
    let lazy = 0;
    for (const file of Object.keys(outputs).filter((file) => file.endsWith(".js"))) {
      if (eager.has(file)) entry += gzipOf(file);
      else lazy += gzipOf(file);
    }
    rows.push({ name: `@kanya/ui/${name}`, entry, lazy });
    rmSync(outdir, { recursive: true, force: true });
  }
  return rows;
}

const compressed = await compression();
console.log(
  `image compression, 4000×3000 PNG (${kb(compressed.inBytes)}) → ${compressed.width}×${compressed.height} JPEG 0.7 (${kb(compressed.outBytes)}): ` +
    compressed.runs.map((ms) => `${ms.toFixed(0)} ms`).join(", "),
);
const uploaded = await uploads();
console.log(
  `20 × ~512 KB uploaded at once: ${uploaded.ok}/20 stored in ${uploaded.elapsed.toFixed(0)} ms; ` +
    `RSS (client and server in one process) ${kb(uploaded.rssBefore)} → peak ${kb(uploaded.rssPeak)}`,
);
for (const row of await chunks())
  console.log(`${row.name}: entry ${kb(row.entry)} gzip, lazy chunks ${kb(row.lazy)} gzip`);
