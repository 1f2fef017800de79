/// <reference path="../../types/jsdom.d.ts" />
import type { DOMPurify as DOMPurifyInstance } from "dompurify";

/*
 * Stored rich text (announcement bodies, rich-text message templates) is sanitized when it is saved, with
 * DOMPurify on a jsdom window: scripts, event-handler attributes, `javascript:` URLs, frames, forms and
 * the like never reach the database, so they can never reach a browser that shows the HTML.
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
    // Links that open a new window must not hand it `window.opener`.
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.getAttribute("target"))
        node.setAttribute("rel", "noopener noreferrer");
    });
    return purify;
  })();
  return purifier;
}

/** Rich HTML with everything executable removed. */
export async function sanitizeRichHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "option",
      "iframe",
      "frame",
      "object",
      "embed",
      "base",
      "meta",
      "link",
    ],
    FORBID_ATTR: ["srcdoc", "formaction"],
  });
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
