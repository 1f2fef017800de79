import type { WorkspaceAction, WorkspaceState } from "@kanya/core/workspace";
import { ContextMenu, type ContextMenuEntry } from "@kanya/ui/context-menu";
import { RefreshCwIcon } from "@kanya/ui/icons";
import { zhCN as uiZhCN, useLocale } from "@kanya/ui/locale";
import { type TabItem, Tabs } from "@kanya/ui/tabs";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { KeptPage, type PageSnapshot } from "./KeptPage";

interface WorkspaceTabsProps {
  workspace: WorkspaceState;
  dispatch: (action: WorkspaceAction) => void;
  pages: ReadonlyMap<string, PageSnapshot>;
}

type TabCommand = "refresh" | "closeLeft" | "closeRight" | "closeOthers";

/**
 * The multi-page workspace: a card tab per open page, each with its page kept alive in its panel.
 * Right click (or the menu key) on a tab: 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它.
 */
export function WorkspaceTabs({ workspace, dispatch, pages }: WorkspaceTabsProps) {
  const t = useText();
  // The tab commands are @kanya/ui's texts (tabs.*); zh-CN has no provider, so its texts are the defaults.
  const { t: uiText } = useLocale(uiZhCN.messages);
  const navigate = useNavigate();
  const commands: ContextMenuEntry[] = [
    { key: "refresh", label: uiText("tabs.refresh"), icon: <RefreshCwIcon /> },
    { type: "separator" },
    { key: "closeLeft", label: uiText("tabs.closeLeft") },
    { key: "closeRight", label: uiText("tabs.closeRight") },
    { key: "closeOthers", label: uiText("tabs.closeOthers") },
  ];

  const items: TabItem[] = workspace.tabs.map((tab) => {
    const page = pages.get(tab.fullPath);
    return {
      key: tab.fullPath,
      label: tab.title,
      children: page ? (
        <KeptPage key={tab.refreshCount} page={page} active={tab.fullPath === workspace.activePath} />
      ) : null,
    };
  });

  return (
    <Tabs
      type="card"
      closable
      keepMounted
      aria-label={t("tabs.label")}
      items={items}
      activeKey={workspace.activePath}
      onChange={(fullPath) => navigate(fullPath)}
      onClose={(fullPath) => dispatch({ type: "close", fullPath })}
      tabBarClassName="bg-surface px-4 pt-1.5"
      renderTab={(tab, item) => (
        <ContextMenu
          items={commands}
          onSelect={(command) => dispatch({ type: command as TabCommand, fullPath: item.key })}
        >
          {tab}
        </ContextMenu>
      )}
    />
  );
}
