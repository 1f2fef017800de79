// Glyphs only the upload components draw; kept here so other subpaths do not carry them.
import { ArrowLeft, ArrowRight, Eye, Paperclip, Plus, Trash2, Upload } from "lucide";
import { createIcon } from "../icon-base/create-icon";

export const PaperclipIcon = /* @__PURE__ */ createIcon(Paperclip);
export const UploadArrowIcon = /* @__PURE__ */ createIcon(Upload);
export const PlusIcon = /* @__PURE__ */ createIcon(Plus);
export const TrashIcon = /* @__PURE__ */ createIcon(Trash2);
export const EyeIcon = /* @__PURE__ */ createIcon(Eye);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon(ArrowLeft);
export const ArrowRightIcon = /* @__PURE__ */ createIcon(ArrowRight);
