import DOMPurify from "dompurify";

/**
 * Announcement bodies are HTML written in the rich-text editor. The server already reduces them to an
 * allow-list; the console sanitizes again (DOMPurify), so a body from any server shows without scripts.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? "", { USE_PROFILES: { html: true } });
}
