import type { SysAnnouncementJson } from "../../wire/sys-announcement";

/**
 * JeecgBoot's public `/sys/annountCement/show/{id}` page (for links sent to third-party apps): a published
 * announcement's title, sender, time and body. The body was sanitized on save; the page's CSP forbids any
 * script anyway.
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

export const SHOW_PAGE_CSP =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
