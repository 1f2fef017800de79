// The order list page (医疗订单, /business/order) as the administrator meets it in Chromium, for
// business.mjs: each opening timed from the navigation until the grid's first rows are painted, then each
// status tab switch (待支付 ⇄ 已完成) from the click until every row on the grid is of the new tab.
import { launchChromium, submitSignIn, timeUntil } from "./chromium-support.mjs";

const PAGE = "/business/order";
const GRID = '[role="grid"][aria-label="服务订单"] [data-slot="grid-body"] [role="row"]';
/** Two tabs no row shares, so a row of the old tab can never pass for one of the new. */
const TABS = ["待支付", "已完成"];

/** The text of each record row on the grid (its loading or empty row, one cell across, left out). */
const readRows = (page) => () =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((row) => !row.querySelector('[role="gridcell"][aria-colspan]'))
        .map((row) => row.textContent ?? ""),
    GRID,
  );

const tabsRows = (status) => (rows) => rows.length > 0 && rows.every((text) => text.includes(status));

/**
 * Opens the page `openings` times (each a full load from the home page, as a typed address or a bookmark)
 * and switches tabs `switches` times; the times in ms: `{ opened: number[], switched: number[] }`.
 */
export async function timeOrderListPage(base, { openings = 5, switches = 10 } = {}) {
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await submitSignIn(page, `${base}/user/login`, "admin");
    await page.waitForURL((url) => url.pathname !== "/user/login");
    const rows = readRows(page);
    const opened = [];
    for (let i = 0; i < openings; i++) {
      await page.goto(`${base}/dashboard/analysis`);
      await page.waitForLoadState("networkidle");
      const [[, ms]] = await timeUntil(page, () => page.goto(`${base}${PAGE}`), rows, [
        ["first rows", (read) => read.length > 0],
      ]);
      opened.push(ms);
    }
    const tab = (status) => page.getByRole("tab", { name: new RegExp(`^${status}`) });
    await tab(TABS[0]).click();
    await timeUntil(page, async () => {}, rows, [["rows", tabsRows(TABS[0])]]);
    const switched = [];
    for (let i = 1; i <= switches; i++) {
      const status = TABS[i % 2];
      const [[, ms]] = await timeUntil(page, () => tab(status).click(), rows, [["rows", tabsRows(status)]]);
      switched.push(ms);
    }
    return { opened, switched };
  } finally {
    await browser.close();
  }
}
