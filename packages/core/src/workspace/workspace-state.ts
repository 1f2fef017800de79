/** One open page of the tab workspace, keyed by its full path (path plus query). */
export interface WorkspaceTab {
  fullPath: string;
  title: string;
  /** Component name kept alive while the tab is open; removed from the cache when it closes. */
  cacheName?: string;
  /** Bumped by `refresh`; the view remounts when it changes. */
  refreshCount: number;
}

export interface WorkspaceState {
  tabs: WorkspaceTab[];
  activePath: string;
  /** Multi-page mode: off keeps only the current page. */
  multipage: boolean;
  /** Titles overridden per path (stored under `route:title:` + path). */
  titleOverrides: Readonly<Record<string, string>>;
}

export type WorkspaceAction =
  | { type: "open"; fullPath: string; title: string; cacheName?: string }
  | { type: "close"; fullPath: string }
  | { type: "closeLeft"; fullPath: string }
  | { type: "closeRight"; fullPath: string }
  | { type: "closeOthers"; fullPath: string }
  | { type: "refresh"; fullPath: string }
  | { type: "setMultipage"; multipage: boolean }
  | { type: "setTitle"; fullPath: string; title: string };

/** Why an action was refused; the state is unchanged when it is. */
export type WorkspaceRefusal = "homeUnclosable" | "lastUnclosable";

export interface WorkspaceResult {
  state: WorkspaceState;
  refused?: WorkspaceRefusal;
}

/** Storage key of a tab's title override. */
export function titleStorageKey(path: string): string {
  return `route:title:${path}`;
}
