import type { SysAnnouncementJson } from "../../wire/sys-announcement";

/**
 * JeecgBoot's public `/sys/annountCement/show/{id}` page (for links sent to third-party apps): a released,
 * public announcement's title, sender, time and body. The body is sanitized on save and again before it
 * is given here; the page's headers forbid any script, frame, form or foreign style anyway.
 */
export function announcementShowPage(annt: SysAnnouncementJson): string {
  const title = escapeHtml(annt.titile ?? "");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { max-width: 880px; margin: 0 auto; padding: 24px; font-family: system-ui, "Noto Sans CJK SC", sans-serif; color: #333; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .meta { color: #888; font-size: 13px; margin-bottom: 20px; }
  .meta span + span { margin-left: 16px; }
  img { max-width: 100%; }
</style>
</head>
<body>
<h1>${title}</h1>
<div class="meta"><span>发布人：${escapeHtml(annt.sender ?? "")}</span><span>发布时间：${escapeHtml(annt.sendTime ?? "")}</span></div>
<div class="content">${annt.msgContent ?? ""}</div>
</body>
</html>`;
}

/** Sent with the page and with its 404: no script at all, images from here or https, inline styles. */
export const SHOW_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  // The page's address names the announcement; images it loads need not learn it.
  "Referrer-Policy": "no-referrer",
};

/** Drafts, revoked, deleted, user-addressed and unknown announcements all look the same. */
export const ANNOUNCEMENT_NOT_FOUND_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>404</title><p>通知不存在或未发布</p></html>';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
