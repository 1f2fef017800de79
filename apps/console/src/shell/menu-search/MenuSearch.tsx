import { isSafeMenuUrl, type MenuSearchEntry, menuSearchEntries, type RouteNode } from "@kanya/core/menu";
import { Button } from "@kanya/ui/button";
import { ExternalLinkIcon, SearchIcon } from "@kanya/ui/icons";
import { Modal } from "@kanya/ui/modal";
import { Command } from "cmdk";
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { storeRouteTitle } from "../layout/store-route-title";
import { useSearchShortcut } from "./use-search-shortcut";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * 菜单搜索 (spec §2): every non-hidden page of the menu, found by title or trail; arrows move, Enter
 * opens. External and iframe pages open in a new browser tab, the others in the console.
 */
export function MenuSearch({ routes, compact }: { routes: readonly RouteNode[]; compact: boolean }) {
  const t = useText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => menuSearchEntries(routes), [routes]);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);

  const choose = (entry: MenuSearchEntry) => {
    setOpen(false);
    if (entry.opensInNewTab) {
      if (isSafeMenuUrl(entry.url)) window.open(entry.url, "_blank", "noopener,noreferrer");
      return;
    }
    storeRouteTitle(entry.path, entry.title);
    navigate(entry.path);
  };

  const shortcut = isMac ? "⌘K" : "Ctrl K";
  return (
    <>
      <Button
        variant="text"
        icon={<SearchIcon />}
        aria-label={compact ? t("search.open") : undefined}
        aria-keyshortcuts={isMac ? "Meta+K" : "Control+K"}
        onClick={show}
      >
        {!compact && (
          <span className="flex items-center gap-2 text-fg-secondary">
            {t("search.open")}
            <kbd className="rounded-control-sm border border-border px-1 font-sans text-[12px]">
              {shortcut}
            </kbd>
          </span>
        )}
      </Button>
      <Modal
        title={t("search.title")}
        open={open}
        onOpenChange={setOpen}
        footer={null}
        fullscreenToggle={false}
        destroyOnClose
        width={560}
        bodyClassName="p-0"
      >
        <Command label={t("search.title")} loop className="flex flex-col">
          <div className="flex items-center gap-2 border-b border-border-secondary px-4">
            <SearchIcon aria-hidden="true" className="text-fg-secondary" />
            <Command.Input
              autoFocus
              placeholder={t("search.placeholder")}
              className="h-11 min-w-0 flex-1 bg-transparent text-[14px] text-fg outline-none placeholder:text-fg-disabled"
            />
          </div>
          <Command.List className="max-h-[min(60vh,420px)] overflow-y-auto p-2">
            <Command.Empty className="py-8 text-center text-fg-secondary">{t("search.empty")}</Command.Empty>
            {entries.map((entry) => (
              <Command.Item
                key={entry.path}
                value={entry.path}
                keywords={entry.trail}
                onSelect={() => choose(entry)}
                className="flex cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-fg data-[selected=true]:bg-primary-fill data-[selected=true]:text-primary-text"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{entry.title}</span>
                  {entry.trail.length > 1 && (
                    <span className="block truncate text-[12px] text-fg-secondary">
                      {entry.trail.join(" / ")}
                    </span>
                  )}
                </span>
                {entry.opensInNewTab && <ExternalLinkIcon label={t("search.newTab")} className="shrink-0" />}
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </Modal>
    </>
  );
}
