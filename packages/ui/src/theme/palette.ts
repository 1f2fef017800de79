import type { MessageKey } from "../locale/messages";

/** One colour of the theme drawer's palette; `nameKey` names it in the locale catalog. */
export interface ThemePaletteColor {
  /** Stable id, e.g. `daybreak`. */
  readonly key: string;
  /** The colour as Ant Design Pro's theme drawer offers it. */
  readonly color: string;
  /** Catalog key of its name (拂晓蓝, Daybreak Blue, …). */
  readonly nameKey: MessageKey;
}

/** The product's default primary colour (Ant Design's blue). */
export const DEFAULT_PRIMARY_COLOR = "#1890FF";

/** The 8 colours of the theme drawer (spec §4 and §9), in Ant Design Pro's order. */
export const THEME_PALETTE: readonly ThemePaletteColor[] = [
  { key: "daybreak", color: DEFAULT_PRIMARY_COLOR, nameKey: "theme.color.daybreak" },
  { key: "dust", color: "#F5222D", nameKey: "theme.color.dust" },
  { key: "volcano", color: "#FA541C", nameKey: "theme.color.volcano" },
  { key: "sunset", color: "#FAAD14", nameKey: "theme.color.sunset" },
  { key: "cyan", color: "#13C2C2", nameKey: "theme.color.cyan" },
  { key: "green", color: "#52C41A", nameKey: "theme.color.green" },
  { key: "geekblue", color: "#2F54EB", nameKey: "theme.color.geekblue" },
  { key: "purple", color: "#722ED1", nameKey: "theme.color.purple" },
];
