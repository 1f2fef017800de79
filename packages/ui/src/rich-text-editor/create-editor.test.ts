import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEditor, outputHtml } from "./create-editor";
import { loadTiptap } from "./load-tiptap";

/** What must never leave the editor: a script, an event handler, a `javascript:` address. */
const unsafe = /<script|\son\w+=|javascript:/i;

const hostile = [
  "<p>正文</p>",
  "<script>alert(1)</script>",
  '<img src="x.png" onerror="alert(2)">',
  '<img src="javascript:alert(3)">',
  '<p><a href="javascript:alert(4)" onclick="alert(5)">链接</a></p>',
].join("");

let editor: Editor | undefined;
afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

async function mount(content: string) {
  const modules = await loadTiptap();
  const onChange = vi.fn<(html: string) => void>();
  const element = document.createElement("div");
  document.body.append(element);
  editor = createEditor(modules, {
    element,
    content,
    editable: true,
    attributes: {},
    onChange,
    onBlur: () => {},
    onTransaction: () => {},
  });
  return { editor, onChange, modules };
}

describe("the rich-text editor's output passes content-view's DOMPurify policy", () => {
  it("cleans any HTML the document renders to, before onChange sees it", async () => {
    const { modules } = await mount("");
    const rendered = {
      getHTML: () => `${hostile}<table><tr><td onmouseover="alert(6)">格</td></tr></table>`,
      isEmpty: false,
    } as unknown as Editor;
    const html = outputHtml(modules, rendered);
    expect(html).not.toMatch(unsafe);
    expect(html).toContain("<p>正文</p>");
    expect(html).toContain('<img src="x.png">');
    expect(html).toContain("<td>格</td>");
  });

  it("drops scripts, handlers and javascript: addresses from the first content", async () => {
    const { editor, onChange } = await mount(hostile);
    editor.commands.insertContent("！");
    const html = onChange.mock.lastCall?.[0] ?? "";
    expect(html).toContain("正文");
    expect(html).toContain("！");
    expect(html).not.toMatch(unsafe);
  });

  it("drops them from pasted HTML", async () => {
    const { editor, onChange } = await mount("<p>正文</p>");
    // jsdom has no ClipboardEvent; ProseMirror reads only the HTML given here.
    editor.view.pasteHTML(hostile, new Event("paste") as ClipboardEvent);
    expect(onChange).toHaveBeenCalled();
    const html = onChange.mock.lastCall?.[0] ?? "";
    expect(html).toContain("链接");
    expect(html).not.toMatch(unsafe);
  });

  it("drops them from content set later", async () => {
    const { editor, onChange } = await mount("<p>甲</p>");
    editor.commands.setContent(hostile);
    const html = onChange.mock.lastCall?.[0] ?? "";
    expect(html).toContain("正文");
    expect(html).not.toMatch(unsafe);
  });

  it("emits an empty document as the empty string", async () => {
    const { editor, onChange } = await mount("<p>甲</p>");
    editor.commands.clearContent(true);
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
