export { type WorkspaceLocale, workspaceRefusalMessage } from "./messages.js";
export {
  cachedNames,
  initialWorkspace,
  reduceWorkspace,
  type WorkspaceOptions,
} from "./workspace-reducer.js";
export {
  titleStorageKey,
  type WorkspaceAction,
  type WorkspaceRefusal,
  type WorkspaceResult,
  type WorkspaceState,
  type WorkspaceTab,
} from "./workspace-state.js";
