// A tiny static file server for storybook-static, on a free port of 127.0.0.1.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

function fileFor(dir, url) {
  const pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  const file = normalize(join(dir, pathname.endsWith("/") ? `${pathname}index.html` : pathname));
  // Refuse anything that climbs out of the served folder.
  if (file !== dir && !file.startsWith(dir + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Serves `dir`; resolves to `{ url, close }` once listening. */
export function serveDirectory(dir) {
  const root = normalize(dir);
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? "/");
    if (!file) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
