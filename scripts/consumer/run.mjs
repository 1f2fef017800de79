// The three published packages as a team that installs them from npm meets them: `npm pack` the built
// @kanya/core, @kanya/client and @kanya/ui, install the tarballs into a fresh Vite + React app in a temp
// folder outside the workspace (no hoisted workspace copy can help), typecheck it, build it and render it
// in Chromium. A broken export, declaration, dependency, peer or stylesheet fails one of those steps.
//   node scripts/consumer/run.mjs          (after `npm run build`; `npm run test:consumer` builds first)
//   --keep                                 leave the temp folder for a look (it is kept on failure anyway)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { launchChromium } from "../visual/chromium.mjs";
import { serveDirectory } from "../visual/static-server.mjs";

const root = join(import.meta.dirname, "../..");
const PACKAGES = ["core", "client", "ui"];
/** The app's own toolchain, at the versions the workspace lock tests, so a run is repeatable. */
const APP_DEPENDENCIES = ["react", "react-dom"];
const APP_DEV_DEPENDENCIES = [
  "@types/react",
  "@types/react-dom",
  "@vitejs/plugin-react",
  "typescript",
  "vite",
];

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (text) => console.log(`consumer: ${text} (${seconds()})`);

/** Runs a command; on failure throws with its output, which is the useful part of a failed step. */
function run(what, command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    throw new Error(`${what} failed (${command} ${args.join(" ")}):\n${output || result.error}`);
  }
  return result.stdout;
}

/** Node resolves packages from every ancestor's node_modules; the app must see only its own. */
function assertOutsideAnyNodeModules(dir) {
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) {
    if (existsSync(join(parent, "node_modules"))) {
      throw new Error(`${parent}/node_modules would leak into the consumer app; set TMPDIR elsewhere`);
    }
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

function packPackages(destination) {
  for (const name of PACKAGES) {
    if (!existsSync(join(root, "packages", name, "dist"))) {
      throw new Error(
        `packages/${name}/dist is missing: run \`npm run build\` (or \`npm run test:consumer\`)`,
      );
    }
  }
  const workspaces = PACKAGES.flatMap((name) => ["-w", `@kanya/${name}`]);
  const packed = JSON.parse(
    run("npm pack", "npm", ["pack", ...workspaces, "--json", "--pack-destination", destination], root),
  );
  return Object.fromEntries(packed.map((entry) => [entry.name, `file:../${entry.filename}`]));
}

function writeAppManifest(appDir, tarballs) {
  const locked = readJson(join(root, "package-lock.json")).packages;
  const pinned = (names) =>
    Object.fromEntries(
      names.map((name) => {
        const version = locked[`node_modules/${name}`]?.version;
        if (!version) throw new Error(`${name} is not in the workspace lock`);
        return [name, version];
      }),
    );
  const manifest = {
    name: "kanya-consumer",
    private: true,
    type: "module",
    dependencies: { ...tarballs, ...pinned(APP_DEPENDENCIES) },
    devDependencies: pinned(APP_DEV_DEPENDENCIES),
  };
  writeFileSync(join(appDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * One copy of everything the app and the packages share: ranges let npm dedupe; two Reacts break hooks.
 * React and React DOM must be single anywhere in the tree. For the rest, the copy the app and our packages
 * see must be one (the top-level one, none nested under @kanya/*); a copy nested under a third-party
 * package is that package's own exact pin (Radix pins its internals, e.g. react-slot, exactly), which no
 * range of ours can change: those are counted and printed, not failed. Returns the shared count and those.
 */
function assertSingleCopies(appDir) {
  const installed = Object.keys(readJson(join(appDir, "node_modules/.package-lock.json")).packages);
  const shared = new Set(APP_DEPENDENCIES);
  for (const name of PACKAGES) {
    const manifest = readJson(join(appDir, "node_modules/@kanya", name, "package.json"));
    for (const field of ["dependencies", "peerDependencies"]) {
      for (const dependency of Object.keys(manifest[field] ?? {})) shared.add(dependency);
    }
  }
  const copiesOf = (name) => installed.filter((path) => path.endsWith(`node_modules/${name}`));
  /** The top-level copy, or one nested under one of our packages: the copies the app and our code import. */
  const seenByUs = (path, name) => {
    const parent = path.slice(0, -`node_modules/${name}`.length);
    return parent === "" || /^node_modules\/@kanya\/[^/]+\/$/.test(parent);
  };
  const duplicated = [...shared].filter((name) => {
    const copies = copiesOf(name);
    return APP_DEPENDENCIES.includes(name)
      ? copies.length > 1
      : copies.filter((path) => seenByUs(path, name)).length > 1;
  });
  if (duplicated.length > 0) throw new Error(`installed more than once: ${duplicated.join(", ")}`);
  const pinnedByOthers = [...shared].filter((name) => copiesOf(name).length > 1);
  return { shared: shared.size, pinnedByOthers };
}

/** What a user of the built app sees, checked in Chromium. */
async function checkInBrowser(distDir) {
  const server = await serveDirectory(distDir);
  const browser = await launchChromium();
  const problems = [];
  try {
    const page = await browser.context.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error")
        problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    await page.goto(server.url);

    const button = page.getByRole("button", { name: "打开对话框" });
    await button.waitFor();
    // styles.css applied: the primary button is painted with its token, --color-primary-solid.
    const paint = await button.evaluate((element) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-primary-solid)";
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      const token = getComputedStyle(document.documentElement)
        .getPropertyValue("--color-primary-solid")
        .trim();
      return { token, primary, background: getComputedStyle(element).backgroundColor };
    });
    if (!paint.token || paint.background !== paint.primary) {
      throw new Error(
        `styles.css is not applied: button background ${paint.background}, --color-primary-solid "${paint.token}"`,
      );
    }

    await button.click();
    const dialog = page.getByRole("dialog", { name: "消费者对话框" });
    await dialog.getByText("对话框内容").waitFor();
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("combobox", { name: "城市" }).click();
    await page.getByRole("option", { name: "上海" }).click();
    await page.getByText("已选城市：sh").waitFor();

    await page.getByText("执行时间：在10:15, 限每月的第三个 星期五").waitFor();
    await page.getByText("身份证 11010519491231002X：有效").waitFor();
    await page.getByText("性别字典：男、女").waitFor();
  } finally {
    await browser.close();
    await server.close();
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

const keep = process.argv.includes("--keep");
const work = mkdtempSync(join(tmpdir(), "kanya-consumer-"));
const appDir = join(work, "app");
let passed = false;
try {
  assertOutsideAnyNodeModules(work);
  const tarballs = packPackages(work);
  say(`packed ${Object.keys(tarballs).join(", ")}`);

  cpSync(join(import.meta.dirname, "app"), appDir, { recursive: true });
  writeAppManifest(appDir, tarballs);
  run("npm install", "npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], appDir);
  const copies = assertSingleCopies(appDir);
  say(`installed into ${appDir}; one copy each of ${copies.shared} shared packages`);
  if (copies.pinnedByOthers.length > 0)
    say(`also nested under third-party packages at their own pins: ${copies.pinnedByOthers.join(", ")}`);

  run("tsc", join(appDir, "node_modules/.bin/tsc"), ["--noEmit", "-p", "."], appDir);
  say("typechecked");
  run("vite build", join(appDir, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], appDir);
  say("built");

  await checkInBrowser(join(appDir, "dist"));
  say(
    "rendered in Chromium: button styled by styles.css, modal, select, cron text, id card, signed dictionary call",
  );
  passed = true;
} finally {
  if (passed && !keep) rmSync(work, { recursive: true, force: true });
  else console.log(`consumer: the app is kept in ${appDir}`);
}
