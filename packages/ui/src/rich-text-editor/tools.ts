import type { Editor } from "@tiptap/core";
import type { IconComponent } from "../icon-base/create-icon";
import type { MessageKey, MessageVars } from "../locale/messages";
import {
  AddColumnIcon,
  AddRowIcon,
  BoldIcon,
  BulletListIcon,
  ClearIcon,
  CodeIcon,
  DeleteColumnIcon,
  DeleteRowIcon,
  DeleteTableIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  StrikeIcon,
  TableIcon,
  UnderlineIcon,
  UndoIcon,
} from "./glyphs";

/** The toolbar's buttons, in order. */
export type RichTextTool =
  | "bold"
  | "italic"
  | "underline"
  | "strike"
  | "heading1"
  | "heading2"
  | "heading3"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "codeBlock"
  | "link"
  | "image"
  | "table"
  | "addRow"
  | "deleteRow"
  | "addColumn"
  | "deleteColumn"
  | "deleteTable"
  | "undo"
  | "redo"
  | "clear";

/** A dialog a button opens instead of acting at once. */
export type ToolPanel = "link" | "image";

export interface ToolSpec {
  id: RichTextTool;
  icon: IconComponent;
  label: [MessageKey, MessageVars?];
  /** A toggle (`aria-pressed`): whether the selection has the format. */
  active?: (editor: Editor) => boolean;
  /** Acts on the editor; absent for the buttons that open a panel. */
  run?: (editor: Editor) => void;
  panel?: ToolPanel;
  /** Whether the action can happen now (undo with no history cannot). */
  can?: (editor: Editor) => boolean;
  /** A separator is drawn before this button. */
  groupStart?: boolean;
}

const heading = (level: 1 | 2 | 3, icon: IconComponent, groupStart = false): ToolSpec => ({
  id: `heading${level}`,
  icon,
  label: ["richTextEditor.heading", { level }],
  active: (e) => e.isActive("heading", { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  groupStart,
});

export const tools: readonly ToolSpec[] = [
  {
    id: "bold",
    icon: BoldIcon,
    label: ["richTextEditor.bold"],
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    id: "italic",
    icon: ItalicIcon,
    label: ["richTextEditor.italic"],
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    id: "underline",
    icon: UnderlineIcon,
    label: ["richTextEditor.underline"],
    active: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    id: "strike",
    icon: StrikeIcon,
    label: ["richTextEditor.strike"],
    active: (e) => e.isActive("strike"),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  heading(1, Heading1Icon, true),
  heading(2, Heading2Icon),
  heading(3, Heading3Icon),
  {
    id: "bulletList",
    icon: BulletListIcon,
    label: ["richTextEditor.bulletList"],
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
    groupStart: true,
  },
  {
    id: "orderedList",
    icon: OrderedListIcon,
    label: ["richTextEditor.orderedList"],
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: "blockquote",
    icon: QuoteIcon,
    label: ["richTextEditor.blockquote"],
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    id: "codeBlock",
    icon: CodeIcon,
    label: ["richTextEditor.codeBlock"],
    active: (e) => e.isActive("codeBlock"),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    id: "link",
    icon: LinkIcon,
    label: ["richTextEditor.link"],
    active: (e) => e.isActive("link"),
    panel: "link",
    groupStart: true,
  },
  { id: "image", icon: ImageIcon, label: ["richTextEditor.image"], panel: "image" },
  {
    id: "table",
    icon: TableIcon,
    label: ["richTextEditor.table"],
    active: (e) => e.isActive("table"),
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    can: (e) => e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    groupStart: true,
  },
  {
    id: "addRow",
    icon: AddRowIcon,
    label: ["richTextEditor.addRow"],
    run: (e) => e.chain().focus().addRowAfter().run(),
    can: (e) => e.can().addRowAfter(),
  },
  {
    id: "deleteRow",
    icon: DeleteRowIcon,
    label: ["richTextEditor.deleteRow"],
    run: (e) => e.chain().focus().deleteRow().run(),
    can: (e) => e.can().deleteRow(),
  },
  {
    id: "addColumn",
    icon: AddColumnIcon,
    label: ["richTextEditor.addColumn"],
    run: (e) => e.chain().focus().addColumnAfter().run(),
    can: (e) => e.can().addColumnAfter(),
  },
  {
    id: "deleteColumn",
    icon: DeleteColumnIcon,
    label: ["richTextEditor.deleteColumn"],
    run: (e) => e.chain().focus().deleteColumn().run(),
    can: (e) => e.can().deleteColumn(),
  },
  {
    id: "deleteTable",
    icon: DeleteTableIcon,
    label: ["richTextEditor.deleteTable"],
    run: (e) => e.chain().focus().deleteTable().run(),
    can: (e) => e.can().deleteTable(),
  },
  {
    id: "undo",
    icon: UndoIcon,
    label: ["richTextEditor.undo"],
    run: (e) => e.chain().focus().undo().run(),
    can: (e) => e.can().undo(),
    groupStart: true,
  },
  {
    id: "redo",
    icon: RedoIcon,
    label: ["richTextEditor.redo"],
    run: (e) => e.chain().focus().redo().run(),
    can: (e) => e.can().redo(),
  },
  {
    id: "clear",
    icon: ClearIcon,
    label: ["richTextEditor.clear"],
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];

/** A link's address as typed: `www.x.cn` gets `https://`; `javascript:` and the like are refused (null). */
export function normalizeUrl(text: string): string | null {
  const url = text.trim();
  if (!url) return null;
  if (/^(https?:|mailto:|tel:|\/|#)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}
