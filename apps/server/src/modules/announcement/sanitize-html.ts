/// <reference path="../../types/jsdom.d.ts" />
import type { DOMPurify as DOMPurifyInstance } from "dompurify";
import { addRichHtmlHooks, RICH_HTML_CONFIG } from "./rich-html-policy";

/*
 * Stored rich text (announcement bodies, rich-text message templates) is sanitized when it is saved AND
 * every time it is answered, with DOMPurify on a jsdom window and the allow-list of rich-html-policy.ts:
 * a row written by another program, an import or an older version is made safe on the way out as well.
 */

let purifier: Promise<DOMPurifyInstance> | undefined;

/** jsdom is heavy to load; it is loaded once, on first use. */
function loadPurifier(): Promise<DOMPurifyInstance> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    const { window } = new JSDOM("");
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    addRichHtmlHooks(purify);
    return purify;
  })();
  return purifier;
}

/**
 * Answered lists repeat the same bodies (the notice bell is polled), so recent results are kept. Only
 * short bodies, and only a few: the cache stays under a few MB whatever is stored.
 */
const renderCache = new Map<string, string>();
const CACHE_ENTRIES = 256;
const CACHE_MAX_CHARS = 16_384;

/** Rich HTML reduced to the allow-list: nothing that runs, loads or submits is left. */
export async function sanitizeRichHtml(html: string): Promise<string> {
  // Without a tag there is nothing to remove (entities stay text).
  if (!html.includes("<")) return html;
  const cached = renderCache.get(html);
  if (cached !== undefined) return cached;
  const purify = await loadPurifier();
  const clean = purify.sanitize(html, RICH_HTML_CONFIG);
  if (html.length <= CACHE_MAX_CHARS) {
    if (renderCache.size >= CACHE_ENTRIES) renderCache.delete(renderCache.keys().next().value as string);
    renderCache.set(html, clean);
  }
  return clean;
}

/** A stored rich-text value as it may be answered: sanitized again, null kept. */
export async function renderRichHtml(html: string | null): Promise<string | null> {
  return html === null ? null : sanitizeRichHtml(html);
}

/**
 * Plain text: tags dropped (with the content of script-like elements), entities read as characters. Run
 * until stable, so encoded markup (`&lt;script&gt;`) does not come back as markup either.
 */
export async function sanitizePlainText(text: string): Promise<string> {
  if (!/[<>&]/.test(text)) return text;
  const purify = await loadPurifier();
  let current = text;
  for (let round = 0; round < 3; round++) {
    const fragment = purify.sanitize(current, {
      ALLOWED_TAGS: [],
      KEEP_CONTENT: true,
      RETURN_DOM_FRAGMENT: true,
    });
    const next = fragment.textContent ?? "";
    if (next === current) return next;
    current = next;
  }
  return current.replace(/</g, "＜").replace(/>/g, "＞");
}
