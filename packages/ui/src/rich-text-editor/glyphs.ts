// The toolbar's drawings (lucide data drawn by the library's own icon renderer).
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Code,
  Grid2x2X,
  Heading1,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Underline,
  Undo2,
} from "lucide";
import { createIcon } from "../icon-base/create-icon";

export const BoldIcon = /* @__PURE__ */ createIcon(Bold);
export const ItalicIcon = /* @__PURE__ */ createIcon(Italic);
export const UnderlineIcon = /* @__PURE__ */ createIcon(Underline);
export const StrikeIcon = /* @__PURE__ */ createIcon(Strikethrough);
export const Heading1Icon = /* @__PURE__ */ createIcon(Heading1);
export const Heading2Icon = /* @__PURE__ */ createIcon(Heading2);
export const Heading3Icon = /* @__PURE__ */ createIcon(Heading3);
export const BulletListIcon = /* @__PURE__ */ createIcon(List);
export const OrderedListIcon = /* @__PURE__ */ createIcon(ListOrdered);
export const QuoteIcon = /* @__PURE__ */ createIcon(Quote);
export const CodeIcon = /* @__PURE__ */ createIcon(Code);
export const LinkIcon = /* @__PURE__ */ createIcon(Link);
export const ImageIcon = /* @__PURE__ */ createIcon(Image);
export const TableIcon = /* @__PURE__ */ createIcon(Table);
export const AddRowIcon = /* @__PURE__ */ createIcon(BetweenHorizontalEnd);
export const DeleteRowIcon = /* @__PURE__ */ createIcon(TableRowsSplit);
export const AddColumnIcon = /* @__PURE__ */ createIcon(BetweenVerticalEnd);
export const DeleteColumnIcon = /* @__PURE__ */ createIcon(TableColumnsSplit);
export const DeleteTableIcon = /* @__PURE__ */ createIcon(Grid2x2X);
export const UndoIcon = /* @__PURE__ */ createIcon(Undo2);
export const RedoIcon = /* @__PURE__ */ createIcon(Redo2);
export const ClearIcon = /* @__PURE__ */ createIcon(RemoveFormatting);
