import { createContext } from "react";
import type { LocaleCatalog } from "./messages";
import { zhCN } from "./zh-CN";

/** The catalog in force; zh-CN when no `<LocaleProvider>` is above. */
export const LocaleContext = createContext<LocaleCatalog>(zhCN);
