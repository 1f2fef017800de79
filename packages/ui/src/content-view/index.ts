export { HtmlView, type HtmlViewProps, proseClasses } from "./HtmlView";
export { MarkdownView, type MarkdownViewProps } from "./MarkdownView";
export { sanitizeHtml } from "./sanitize";
