// Published packages declare ranges, never exact pins, for what they bring into an app: a pin such as
// `"@radix-ui/react-dialog": "1.3.1"` makes an app that holds another patch install two copies. The
// workspace lock file still pins what CI tests. Private workspaces (the console, the server) keep exact
// versions, as the root does.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const CHECKED_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies"];
// "1.3.1", "=1.3.1", "v1.3.1", "1.3.1-rc.1": one version only.
const EXACT_VERSION = /^=?v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;

function publishedManifests() {
  const { workspaces } = readJson(join(root, "package.json"));
  return workspaces
    .flatMap((pattern) => {
      const parent = join(root, pattern.replace(/\/\*$/, ""));
      return readdirSync(parent).map((name) => join(parent, name, "package.json"));
    })
    .flatMap((file) => {
      try {
        return [{ file, manifest: readJson(file) }];
      } catch {
        return []; // a folder without package.json is no workspace
      }
    })
    .filter(({ manifest }) => manifest.private !== true);
}

function exactPins(manifest) {
  return CHECKED_FIELDS.flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([, spec]) => EXACT_VERSION.test(spec.trim()))
      .map(([name, spec]) => `${field}: "${name}": "${spec}" (declare "^${spec.replace(/^=?v?/, "")}")`),
  );
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

const published = publishedManifests();
const problems = published.flatMap(({ manifest }) =>
  exactPins(manifest).map((pin) => `${manifest.name} ${pin}`),
);
if (problems.length > 0) {
  console.error(
    `Published packages must declare version ranges, not exact pins:\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  `${published.map(({ manifest }) => manifest.name).join(", ")}: every dependency and peer is a range.`,
);
