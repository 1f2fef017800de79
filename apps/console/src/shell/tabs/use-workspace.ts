import { HOME_PATH } from "@kanya/core/menu";
import {
  initialWorkspace,
  reduceWorkspace,
  type WorkspaceAction,
  type WorkspaceOptions,
  type WorkspaceState,
  workspaceRefusalMessage,
} from "@kanya/core/workspace";
import { message } from "@kanya/ui/message";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { config } from "../../config";
import { useText } from "../../locale";

export interface WorkspaceInput {
  /** Path plus query of the page on screen: tabs are keyed by it. */
  fullPath: string;
  /** Title of that page (a stored title already preferred). */
  title: string;
  /** Multi-page mode as it applies now: the setting, and never on mobile. */
  multipage: boolean;
}

export interface Workspace {
  state: WorkspaceState;
  /** Runs an action; a refused one (closing home, closing the last tab) shows its message. */
  dispatch: (action: WorkspaceAction) => void;
}

interface Held {
  workspace: WorkspaceState;
  /** The location the workspace last opened, so a closed tab is not reopened before navigation lands. */
  synced: string;
}

/**
 * The @kanya/core tab reducer bound to the router: a new location opens (or replaces in place) its tab,
 * and when an action moves the active tab (closing it, 关闭其它 …) the router follows.
 */
export function useWorkspace({ fullPath, title, multipage }: WorkspaceInput): Workspace {
  const t = useText();
  const navigate = useNavigate();
  const options = useMemo<WorkspaceOptions>(() => ({ homePath: HOME_PATH, homeTitle: t("menu.home") }), [t]);
  const [held, setHeld] = useState<Held>(() => ({
    workspace: reduceWorkspace(
      initialWorkspace(options, { multipage }),
      { type: "open", fullPath, title },
      options,
    ).state,
    synced: fullPath,
  }));

  // Derived during render so the new tab and its page appear in the same frame as the navigation.
  let current = held;
  if (current.workspace.multipage !== multipage) {
    const workspace = reduceWorkspace(current.workspace, { type: "setMultipage", multipage }, options).state;
    current = { ...current, workspace };
  }
  if (current.synced !== fullPath) {
    const workspace = reduceWorkspace(current.workspace, { type: "open", fullPath, title }, options).state;
    current = { workspace, synced: fullPath };
  }
  if (current !== held) setHeld(current);

  const latest = useRef(current);
  latest.current = current;
  const dispatch = useCallback(
    (action: WorkspaceAction) => {
      const result = reduceWorkspace(latest.current.workspace, action, options);
      if (result.refused) {
        message.warning(workspaceRefusalMessage(result.refused, config.locale));
        return;
      }
      latest.current = { ...latest.current, workspace: result.state };
      setHeld(latest.current);
    },
    [options],
  );

  const activePath = current.workspace.activePath;
  useEffect(() => {
    if (activePath !== fullPath) navigate(activePath);
  }, [activePath, fullPath, navigate]);

  return { state: current.workspace, dispatch };
}
