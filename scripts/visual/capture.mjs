// Photographs one story in its iframe once it has rendered, played and its fonts have loaded.
const settledPhases = ["finished", "errored", "aborted"];

// Caret and transitions would make two runs differ; infinite animations are frozen by Playwright.
const freezeCss = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

export async function captureStory(page, baseUrl, { storyId, theme }) {
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`;
  await page.goto(url, { waitUntil: "load" });
  await page.addStyleTag({ content: freezeCss });
  const phase = await page.waitForFunction(
    (settled) => {
      const renders = globalThis.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      const render = renders.find((candidate) => settled.includes(candidate.phase));
      return render?.phase ?? false;
    },
    settledPhases,
    { timeout: 30_000 },
  );
  const settledPhase = await phase.jsonValue();
  if (settledPhase !== "finished") throw new Error(`story ${settledPhase} (see it in Storybook)`);
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
