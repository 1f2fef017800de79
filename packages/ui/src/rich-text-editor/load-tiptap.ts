/**
 * Tiptap (ProseMirror) loaded when the first editor mounts: importing `@kanya/ui/rich-text-editor` costs only
 * the toolbar and this file; the engine is one lazy chunk.
 */
export async function loadTiptap() {
  const [core, starterKit, image, extensions] = await Promise.all([
    import("@tiptap/core"),
    import("@tiptap/starter-kit"),
    import("@tiptap/extension-image"),
    import("@tiptap/extensions"),
  ]);
  return {
    Editor: core.Editor,
    StarterKit: starterKit.StarterKit,
    Image: image.Image,
    Placeholder: extensions.Placeholder,
  };
}

export type TiptapModules = Awaited<ReturnType<typeof loadTiptap>>;
