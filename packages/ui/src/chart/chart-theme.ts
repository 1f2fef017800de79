/** The colours a chart draws with, resolved from the design tokens (a canvas cannot read CSS variables). */
export interface ChartTheme {
  palette: string[];
  text: string;
  axis: string;
  split: string;
  surface: string;
  /** The host's font family, so canvas labels match the page's text. */
  font: string;
}

/** Series colours: `--color-chart-1…8` when a theme sets them, else the status tokens and Ant Design's hues. */
const PALETTE_TOKENS: readonly [token: string, fallback: string][] = [
  ["--color-chart-1", "var(--color-primary, #1890ff)"],
  ["--color-chart-2", "var(--color-success, #52c41a)"],
  ["--color-chart-3", "var(--color-warning, #faad14)"],
  ["--color-chart-4", "var(--color-danger, #ff4d4f)"],
  ["--color-chart-5", "#722ed1"],
  ["--color-chart-6", "#13c2c2"],
  ["--color-chart-7", "#eb2f96"],
  ["--color-chart-8", "#fa8c16"],
];

/** Reads each token as the browser resolves it where the chart sits (so a dark ancestor counts). */
export function readChartTheme(host: HTMLElement): ChartTheme {
  const probe = document.createElement("span");
  probe.style.display = "none";
  host.appendChild(probe);
  const resolve = (value: string) => {
    probe.style.color = "";
    probe.style.color = value;
    return getComputedStyle(probe).color;
  };
  try {
    return {
      palette: PALETTE_TOKENS.map(([token, fallback]) => resolve(`var(${token}, ${fallback})`)),
      text: resolve("var(--color-fg-secondary, rgb(0 0 0 / 0.65))"),
      axis: resolve("var(--color-border, #d9d9d9)"),
      split: resolve("var(--color-border-secondary, #f0f0f0)"),
      surface: resolve("var(--color-surface-elevated, #ffffff)"),
      font: getComputedStyle(host).fontFamily || "sans-serif",
    };
  } finally {
    probe.remove();
  }
}
