import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

let purifier: Purifier | undefined;

/** One DOMPurify bound to this window, with the link hook, made on first use. */
function purify(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links may open a new window, but never with a handle back on this page.
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target") === "_blank")
      node.setAttribute("rel", "noopener noreferrer");
  });
  return purifier;
}

/**
 * HTML safe to render: DOMPurify's default allow-list (no scripts, event handlers or `javascript:` URLs) plus
 * links' `target`; a link opening a new window gets `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, { ADD_ATTR: ["target"] });
}
