import type { Config, DOMPurify, UponSanitizeAttributeHookEvent } from "dompurify";

/*
 * What stored rich text (announcement bodies, rich-text message templates) may contain, as an allow-list:
 * what is not named here is removed. Text formatting, lists, tables, links and images stay; everything that
 * runs, loads a page, submits, embeds or re-styles the page around it (script, meta, base, link, style,
 * form, iframe, object, embed, svg, math, media, event handlers, `class`/`id`) is dropped.
 */

const ALLOWED_TAGS = [
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];

const ALLOWED_ATTR = [
  "href",
  "target",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "colspan",
  "rowspan",
  "align",
  "valign",
  "border",
  "cellpadding",
  "cellspacing",
  "start",
  "reversed",
  "dir",
  "lang",
  "style",
];

/** The DOMPurify options of rich text; the hooks below complete them. */
export const RICH_HTML_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"];
const IMAGE_SCHEMES = ["http:", "https:"];
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=]*$/i;

/**
 * Whether a link (`href`) or image source (`src`) may stay: http(s) (and mailto/tel for links), a relative
 * path, or, for an image's `src` only, a base64 raster image. Whitespace and control characters a browser
 * would ignore are ignored here too, so `java\tscript:` is still `javascript:`.
 */
export function isAllowedRichUrl(tag: string, attribute: string, value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a URL scheme
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative: same origin
  if (attribute === "src" && tag === "img") {
    return scheme === "data" ? DATA_IMAGE.test(compact) : IMAGE_SCHEMES.includes(`${scheme}:`);
  }
  return attribute === "href" && LINK_SCHEMES.includes(`${scheme}:`);
}

const STYLE_PROPERTIES = new Set([
  "color",
  "background-color",
  "font-size",
  "font-weight",
  "font-style",
  "font-family",
  "text-align",
  "text-decoration",
  "text-indent",
  "line-height",
  "letter-spacing",
  "vertical-align",
  "white-space",
  "list-style-type",
  "width",
  "height",
  "max-width",
  "margin",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border",
  "border-color",
  "border-style",
  "border-width",
  "border-collapse",
]);
/** Values of words, numbers, units, colours and quoted font names; no url(), no escapes, no at-rules. */
const STYLE_VALUE = /^[\w\s#%.,'"()+-]*$/;

/**
 * An inline style reduced to formatting: allowed properties with plain values. Positioning, `url(...)`,
 * `expression(...)`, escapes and anything else are dropped, so a body cannot lay itself over the page
 * around it or make the reader's browser fetch a URL.
 */
export function filterInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || value === "" || !STYLE_VALUE.test(value)) continue;
    if (/url\s*\(|expression\s*\(|var\s*\(/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join("; ");
}

/** The checks DOMPurify's options cannot express: URLs, inline styles, link targets. */
export function addRichHtmlHooks(purify: DOMPurify): void {
  purify.addHook("uponSanitizeAttribute", (node, event: UponSanitizeAttributeHookEvent) => {
    const tag = node.tagName.toLowerCase();
    if (event.attrName === "href" || event.attrName === "src") {
      if (!isAllowedRichUrl(tag, event.attrName, event.attrValue)) event.keepAttr = false;
    } else if (event.attrName === "style") {
      event.attrValue = filterInlineStyle(event.attrValue);
      if (event.attrValue === "") event.keepAttr = false;
    } else if (event.attrName === "target" && event.attrValue !== "_blank") {
      event.keepAttr = false;
    }
  });
  // Links that open a new window must not hand it `window.opener`.
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target")) node.setAttribute("rel", "noopener noreferrer");
  });
}
