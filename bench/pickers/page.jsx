// The bench page: the pickers from packages/ui/src with fake load functions, and the measurements the runner
// (bench/pickers.mjs) calls through `window.bench`. Each measurement ends when the browser has painted.
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { DepartPickerModal, UserPicker } from "../../packages/ui/src/picker/index.ts";
import { fakeLoad, fakeLoadByKeys, makeUsers } from "../../packages/ui/src/picker/story-data.ts";

const USERS = makeUsers(10_000);

/** 50 roots × 9 children × 10 grandchildren = exactly 5,000 departments. */
function departments() {
  return Array.from({ length: 50 }, (_, a) => ({
    key: `d${a}`,
    title: `医院${a}`,
    children: Array.from({ length: 9 }, (_, b) => ({
      key: `d${a}-${b}`,
      title: `医院${a}科室${b}`,
      children: Array.from({ length: 10 }, (_, c) => ({
        key: `d${a}-${b}-${c}`,
        title: `医院${a}科室${b}小组${c}`,
      })),
    })),
  }));
}
const TREE = departments();

const afterPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
async function until(test) {
  for (;;) {
    if (test()) return afterPaint();
    await frame();
  }
}

let setScene;
function App() {
  const [scene, set] = useState({ name: "none", key: 0 });
  setScene = set;
  if (scene.name === "users")
    return (
      <UserPicker
        key={scene.key}
        load={fakeLoad(USERS)}
        loadSelected={fakeLoadByKeys(USERS, "username")}
        aria-label="用户"
      />
    );
  if (scene.name === "tree")
    return (
      <DepartPickerModal
        key={scene.key}
        open
        onOpenChange={() => undefined}
        loadTree={async () => TREE}
        onConfirm={() => undefined}
      />
    );
  return null;
}
createRoot(document.getElementById("root")).render(<App />);

const rowsText = () =>
  [...document.querySelectorAll('[role="dialog"] [role="row"]')].map((row) => row.textContent).join("|");
const treeItems = () => document.querySelectorAll('[role="treeitem"]').length;
/** Sets a React-controlled input's value as typing does. */
function typeInto(input, value) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  setter.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

let key = 0;
window.bench = {
  /** Click 选择 on the user picker → first rows of 10,000 painted. */
  async openUsers() {
    flushSync(() => setScene({ name: "users", key: ++key }));
    await afterPaint();
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "选择");
    const start = performance.now();
    button.click();
    const end = await until(() => rowsText().includes("user00001"));
    return end - start;
  },
  /** Type an account and press Enter → the matching rows painted (the picker's search is on submit). */
  async searchUsers(text, expect) {
    const input = [...document.querySelectorAll('[role="dialog"] input')].find(
      (node) => node.closest("form") && node.id.endsWith("-username"),
    );
    const start = performance.now();
    typeInto(input, text);
    input.form.requestSubmit();
    const end = await until(() => rowsText().includes(expect) && !rowsText().includes("user00001"));
    return end - start;
  },
  /** Mount the department picker open → first tree lines painted. */
  async openTree() {
    flushSync(() => setScene({ name: "none", key: ++key }));
    const start = performance.now();
    setScene({ name: "tree", key: ++key });
    const end = await until(() => treeItems() > 0);
    return end - start;
  },
  /** 展开全部 over 5,000 nodes → painted (lines drawn stay windowed). */
  async expandAll() {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "展开全部");
    const start = performance.now();
    button.click();
    const end = await until(() => document.querySelector('[role="treeitem"][aria-level="3"]'));
    return { ms: end - start, drawn: treeItems() };
  },
  /** Each keystroke of `text` in the tree's search box → the filtered tree painted. */
  async typeTree(text) {
    const input = document.querySelector('[role="dialog"] input[aria-label="请输入部门名称"]');
    const times = [];
    for (let length = 1; length <= text.length; length += 1) {
      const start = performance.now();
      // A typed character is a discrete event: React renders the filtered tree before dispatch returns.
      typeInto(input, text.slice(0, length));
      times.push((await afterPaint()) - start);
    }
    return times;
  },
};
window.benchReady = true;

/** The tree lines matching the search (all drawn lines, windowed) — to check the search really filtered. */
window.benchTreeLines = () =>
  [...document.querySelectorAll('[role="treeitem"]')].map((item) => item.textContent);
