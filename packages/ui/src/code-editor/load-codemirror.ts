/** CodeMirror's core, loaded when the first editor mounts: importing `@kanya/ui/code-editor` costs only this file. */
export async function loadCodeMirror() {
  const [view, state, commands, language] = await Promise.all([
    import("@codemirror/view"),
    import("@codemirror/state"),
    import("@codemirror/commands"),
    import("@codemirror/language"),
  ]);
  return { view, state, commands, language };
}

export type CodeMirrorModules = Awaited<ReturnType<typeof loadCodeMirror>>;
