import { randomBytes } from "node:crypto";

/**
 * JeecgBoot's `/sys/common/pdf/pdfPreviewIframe`: a page the console frames, then tells which PDF to show
 * by `postMessage({url, title, token})` (a plain URL string works too, as does `?url=` on the page). The
 * page fetches the file itself (sending the token when it got one), checks it really is a PDF, and shows
 * it from a blob URL. Only URLs of this server are fetched, so a token never leaves for another origin.
 */
export function pdfPreviewPage(): { html: string; contentSecurityPolicy: string } {
  const nonce = randomBytes(16).toString("base64");
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>PDF预览</title>
<style>
  html, body { margin: 0; height: 100%; font-family: system-ui, "Noto Sans CJK SC", sans-serif; }
  #status { padding: 16px; color: #666; }
  #viewer { width: 100%; height: 100%; border: 0; display: none; }
</style>
</head>
<body>
<div id="status">正在等待预览文件…</div>
<iframe id="viewer" title="PDF预览"></iframe>
<script nonce="${nonce}">
(function () {
  var statusEl = document.getElementById("status");
  var viewer = document.getElementById("viewer");
  var current = null;
  function say(text) { statusEl.textContent = text; statusEl.style.display = "block"; viewer.style.display = "none"; }
  function sameOrigin(raw) {
    try { var u = new URL(raw, location.href); return u.origin === location.origin ? u : null; } catch (e) { return null; }
  }
  function show(request) {
    var target = sameOrigin(request.url || "");
    if (!target) { say("无法预览：文件地址无效"); return; }
    if (request.title) document.title = String(request.title).slice(0, 200);
    say("正在加载…");
    var headers = {};
    if (request.token) headers["X-Access-Token"] = String(request.token);
    fetch(target.href, { headers: headers, credentials: "same-origin" })
      .then(function (res) { if (!res.ok) throw new Error(String(res.status)); return res.arrayBuffer(); })
      .then(function (buffer) {
        var head = new Uint8Array(buffer.slice(0, 5));
        if (String.fromCharCode.apply(null, head) !== "%PDF-") throw new Error("not a pdf");
        if (current) URL.revokeObjectURL(current);
        current = URL.createObjectURL(new Blob([buffer], { type: "application/pdf" }));
        viewer.src = current;
        viewer.style.display = "block";
        statusEl.style.display = "none";
      })
      .catch(function () { say("文件加载失败，无法预览"); });
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (typeof data === "string") show({ url: data });
    else if (data && typeof data === "object") show({ url: data.url || data.pdfUrl || data.src, title: data.title, token: data.token });
  });
  var fromQuery = new URLSearchParams(location.search).get("url");
  if (fromQuery) show({ url: fromQuery });
})();
</script>
</body>
</html>`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "frame-src blob:",
    "object-src blob:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  return { html, contentSecurityPolicy };
}
