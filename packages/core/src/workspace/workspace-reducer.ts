import type { WorkspaceAction, WorkspaceResult, WorkspaceState, WorkspaceTab } from "./workspace-state.js";

export interface WorkspaceOptions {
  /** The home page: always the first tab and never closable. */
  homePath: string;
  homeTitle: string;
}

export function initialWorkspace(
  options: WorkspaceOptions,
  init: { multipage?: boolean; titleOverrides?: Record<string, string> } = {},
): WorkspaceState {
  return {
    tabs: [{ fullPath: options.homePath, title: options.homeTitle, refreshCount: 0 }],
    activePath: options.homePath,
    multipage: init.multipage ?? true,
    titleOverrides: init.titleOverrides ?? {},
  };
}

/**
 * The tab workspace as a pure function: `(state, action) → { state, refused? }`.
 * Refusals (closing home, closing the last tab) leave the state as it was, so a caller can show the
 * message and carry on.
 */
export function reduceWorkspace(
  state: WorkspaceState,
  action: WorkspaceAction,
  options: WorkspaceOptions,
): WorkspaceResult {
  switch (action.type) {
    case "open":
      return { state: open(state, action, options) };
    case "close":
      return close(state, action.fullPath, options);
    case "closeLeft":
      return keep(state, action.fullPath, options, (index, target) => index >= target);
    case "closeRight":
      return keep(state, action.fullPath, options, (index, target) => index <= target);
    case "closeOthers":
      return keep(state, action.fullPath, options, (index, target) => index === target);
    case "refresh":
      return {
        state: {
          ...state,
          tabs: state.tabs.map((tab) =>
            tab.fullPath === action.fullPath ? { ...tab, refreshCount: tab.refreshCount + 1 } : tab,
          ),
        },
      };
    case "setMultipage": {
      const next = { ...state, multipage: action.multipage };
      return { state: action.multipage ? next : { ...next, tabs: state.tabs.filter(isActive(state)) } };
    }
    case "setTitle":
      return {
        state: {
          ...state,
          titleOverrides: { ...state.titleOverrides, [action.fullPath]: action.title },
          tabs: state.tabs.map((tab) =>
            tab.fullPath === action.fullPath ? { ...tab, title: action.title } : tab,
          ),
        },
      };
  }
}

function open(
  state: WorkspaceState,
  action: Extract<WorkspaceAction, { type: "open" }>,
  options: WorkspaceOptions,
): WorkspaceState {
  const existing = state.tabs.find((tab) => tab.fullPath === action.fullPath);
  const tab: WorkspaceTab = {
    fullPath: action.fullPath,
    title: state.titleOverrides[action.fullPath] ?? action.title,
    ...(action.cacheName ? { cacheName: action.cacheName } : {}),
    refreshCount: existing?.refreshCount ?? 0,
  };
  if (!state.multipage) return { ...state, tabs: [tab], activePath: tab.fullPath };
  // Revisiting replaces the tab in place; a new page is appended. Home stays first either way.
  const tabs = existing
    ? state.tabs.map((t) => (t.fullPath === tab.fullPath ? tab : t))
    : [...state.tabs, tab];
  return { ...state, tabs: homeFirst(tabs, options), activePath: tab.fullPath };
}

function close(state: WorkspaceState, fullPath: string, options: WorkspaceOptions): WorkspaceResult {
  if (fullPath === options.homePath) return { state, refused: "homeUnclosable" };
  const index = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  if (index < 0) return { state };
  if (state.tabs.length === 1) return { state, refused: "lastUnclosable" };
  const tabs = state.tabs.filter((_, i) => i !== index);
  // Closing the active tab activates its right neighbour, or the left one when it was last.
  const activePath =
    state.activePath === fullPath
      ? (tabs[Math.min(index, tabs.length - 1)]?.fullPath ?? options.homePath)
      : state.activePath;
  return { state: { ...state, tabs, activePath } };
}

/** Closes every tab the predicate rejects, except home; activates the target if its tab closed the active one. */
function keep(
  state: WorkspaceState,
  fullPath: string,
  options: WorkspaceOptions,
  keepIndex: (index: number, targetIndex: number) => boolean,
): WorkspaceResult {
  const target = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  if (target < 0) return { state };
  const tabs = state.tabs.filter(
    (tab, index) => tab.fullPath === options.homePath || keepIndex(index, target),
  );
  const activeKept = tabs.some(isActive(state));
  return { state: { ...state, tabs, activePath: activeKept ? state.activePath : fullPath } };
}

function homeFirst(tabs: WorkspaceTab[], options: WorkspaceOptions): WorkspaceTab[] {
  const home = tabs.find((tab) => tab.fullPath === options.homePath);
  return home ? [home, ...tabs.filter((tab) => tab !== home)] : tabs;
}

function isActive(state: WorkspaceState) {
  return (tab: WorkspaceTab) => tab.fullPath === state.activePath;
}

/** Component names to keep alive: those of the open tabs. */
export function cachedNames(state: WorkspaceState): string[] {
  return state.tabs.flatMap((tab) => (tab.cacheName ? [tab.cacheName] : []));
}
