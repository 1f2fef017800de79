// Photographs one story in its iframe once it has rendered, played and its fonts have loaded.
const settledPhases = ["finished", "errored", "aborted"];

// Caret and transitions would make two runs differ; infinite animations are frozen by Playwright.
const freezeCss = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

/** The theme each page's loaded Storybook preview shows; a page not in it has no preview loaded. */
const previewTheme = new WeakMap();

/**
 * Shows the story, plays it and photographs it. A page whose preview is loaded in the shot's theme switches
 * story over the preview's channel, as the Storybook manager does: loading the preview anew (its scripts, CSS
 * and fonts) costs more than most stories. `fresh` loads the page anyway: a retake after a difference, in case
 * the story before left something behind.
 */
export async function captureStory(page, baseUrl, { storyId, theme }, { fresh = false } = {}) {
  if (fresh || previewTheme.get(page) !== theme) {
    previewTheme.delete(page);
    const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`;
    await page.goto(url, { waitUntil: "load" });
    await page.addStyleTag({ content: freezeCss });
    previewTheme.set(page, theme);
  } else {
    await page.evaluate((id) => {
      window.scrollTo(0, 0);
      globalThis.__STORYBOOK_PREVIEW__.channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
    }, storyId);
  }
  const phase = await page.waitForFunction(
    ({ id, settled }) => {
      const render = globalThis.__STORYBOOK_PREVIEW__?.storyRenders?.find((candidate) => candidate.id === id);
      return render && settled.includes(render.phase) ? render.phase : false;
    },
    { id: storyId, settled: settledPhases },
    { timeout: 60_000 },
  );
  const settledPhase = await phase.jsonValue();
  if (settledPhase !== "finished") {
    // The next shot loads afresh rather than switching away from a story that failed.
    previewTheme.delete(page);
    throw new Error(`story ${settledPhase} (see it in Storybook)`);
  }
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({
    clip: await storyArea(page),
    fullPage: true,
    animations: "disabled",
    caret: "hide",
  });
}

/** The story's box plus a margin, so focus rings and shadows that overflow it are in the picture. */
async function storyArea(page) {
  const margin = 16;
  const box = await page.locator("#storybook-root").boundingBox();
  if (!box) throw new Error("#storybook-root is not rendered");
  const y = Math.max(0, Math.floor(box.y) - margin);
  return { x: 0, y, width: 800, height: Math.ceil(box.y + box.height) + margin - y };
}
