// What to photograph: every story of storybook-static/index.json, once per theme.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const themes = ["light", "dark"];

/** Stories tagged `no-visual` (e.g. ones that show a live clock) are left out. */
const skipTag = "no-visual";

/** `<story-id>` for light, `<story-id>.dark` for dark: the baseline file name without `.png`. */
export function shotKey(storyId, theme) {
  return theme === "light" ? storyId : `${storyId}.${theme}`;
}

export function listShots(storybookDir) {
  const index = JSON.parse(readFileSync(join(storybookDir, "index.json"), "utf8"));
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === "story" && !(entry.tags ?? []).includes(skipTag),
  );
  // Every light shot, then every dark one: a page keeps its loaded preview while the theme stays (capture.mjs).
  return themes.flatMap((theme) =>
    stories.map((story) => ({ key: shotKey(story.id, theme), storyId: story.id, title: story.title, theme })),
  );
}
