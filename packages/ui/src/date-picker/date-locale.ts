import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { zhCN } from "date-fns/locale/zh-CN";

/** date-fns locales for the catalogs the library ships (en-US is date-fns' own default, so it costs nothing). */
const locales: Record<string, Locale> = { "zh-CN": zhCN, "en-US": enUS };

/**
 * The date-fns locale for a catalog's tag: month and day names and the first day of the week
 * (Monday for zh-CN, Sunday for en-US). Other tags fall back to zh-CN, the default catalog;
 * pass `dateLocale` to a picker for another language.
 */
export function dateFnsLocale(tag: string): Locale {
  return locales[tag] ?? locales[tag.split("-")[0] === "en" ? "en-US" : "zh-CN"] ?? zhCN;
}
