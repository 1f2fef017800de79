/**
 * Tiptap (ProseMirror) loaded when the first editor mounts: importing `@kanya/ui/rich-text-editor` costs only
 * the toolbar and this file; the engine, its table extension and the sanitizer (DOMPurify) are lazy chunks.
 */
export async function loadTiptap() {
  const [core, starterKit, image, table, extensions, sanitize] = await Promise.all([
    import("@tiptap/core"),
    import("@tiptap/starter-kit"),
    import("@tiptap/extension-image"),
    import("@tiptap/extension-table"),
    import("@tiptap/extensions"),
    import("../content-view/sanitize"),
  ]);
  return {
    Editor: core.Editor,
    StarterKit: starterKit.StarterKit,
    Image: image.Image,
    TableKit: table.TableKit,
    Placeholder: extensions.Placeholder,
    sanitizeHtml: sanitize.sanitizeHtml,
  };
}

export type TiptapModules = Awaited<ReturnType<typeof loadTiptap>>;
