/** The editor's HTML as the field stores it: an empty document (`<p></p>`) is the empty string. */
export function fieldHtml(html: string, empty: boolean): string {
  return empty ? "" : html;
}

/** Whether two stored values show the same document (empty text and an empty paragraph are the same). */
export function sameHtml(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (html: string | null | undefined) => (html ?? "").replace(/^<p><\/p>$/, "");
  return norm(a) === norm(b);
}
