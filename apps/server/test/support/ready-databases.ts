import { beforeAll } from "vitest";
import { backends } from "./backends";

// Each worker migrates and seeds its shared databases once (backends.ts). Doing it in a hook, with the hook's
// longer limit, keeps that cost out of whichever test happens to ask first: on a loaded machine the seed alone
// could use up a test's 30 s (seen on the captcha test).
beforeAll(async () => {
  for (const backend of backends) await backend.db();
});
